import { useTranslation } from 'react-i18next';
import type { ModuleNode } from '@wl/shared';

interface Props {
  nodes: ModuleNode[];
  readOnly: boolean;
  onChange(next: ModuleNode[]): void;
}

/** Returns a copy of the tree with the node at `path` (child indexes from the root) switched. */
function toggleAt(nodes: ModuleNode[], path: number[], enabled: boolean): ModuleNode[] {
  const [head, ...rest] = path;
  return nodes.map((n, i) => {
    if (i !== head) return n;
    return rest.length === 0 ? { ...n, enabled } : { ...n, childrenNodes: toggleAt(n.childrenNodes, rest, enabled) };
  });
}

/**
 * The whitelabel module tree as switches. A child keeps its own switch when its parent is off
 * (turning the parent back on restores it), but it is shown as inactive, because the site
 * treats a module as on only when every module above it is on.
 */
export function ModuleTree({ nodes, readOnly, onChange }: Props) {
  const { t } = useTranslation();
  const render = (list: ModuleNode[], parentPath: number[], parentOn: boolean) => (
    <ul className="sc-tree">
      {list.map((n, i) => {
        const path = [...parentPath, i];
        const effective = parentOn && n.enabled;
        const id = `sc-mod-${path.join('-')}`;
        return (
          <li key={`${n.modId}-${i}`}>
            <div className={parentOn ? 'sc-switch-row' : 'sc-switch-row sc-inactive'}>
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={n.enabled}
                disabled={readOnly}
                onChange={(e) => onChange(toggleAt(nodes, path, e.target.checked))}
              />
              <label htmlFor={id} className="sc-mono">
                {n.modId}
              </label>
              {n.enabled && !effective && <span className="sc-muted sc-small">({t('support.settings.parentOff')})</span>}
            </div>
            {n.childrenNodes.length > 0 && render(n.childrenNodes, path, effective)}
          </li>
        );
      })}
    </ul>
  );
  return render(nodes, [], true);
}
