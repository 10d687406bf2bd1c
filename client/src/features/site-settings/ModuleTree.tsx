import { useTranslation } from 'react-i18next';
import { MODULES, type ModuleNode } from '@wl/shared/core';

/** The modules of the tree, groups included: each has a name and a line on what it does. */
const KNOWN = new Set<string>(['REGISTER', 'LOGIN', ...Object.keys(MODULES)]);

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
 * The whitelabel module tree as switches, each named in words with what it does. A child keeps its own switch when its parent is off
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
        // A module this console has words for; another (a newer gateway's) shows its id.
        const known = KNOWN.has(n.modId);
        return (
          <li key={`${n.modId}-${i}`}>
            <div className={parentOn ? 'sc-switch-row' : 'sc-switch-row sc-inactive'}>
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={n.enabled}
                disabled={readOnly}
                aria-describedby={`${id}-hint`}
                onChange={(e) => onChange(toggleAt(nodes, path, e.target.checked))}
              />
              <label htmlFor={id}>{known ? t(`support.settings.module.${n.modId}`) : <span className="sc-mono">{n.modId}</span>}</label>
              <span id={`${id}-hint`} className="sc-muted sc-small sc-module-hint">
                {known ? t(`support.settings.moduleHint.${n.modId}`) : t('support.settings.moduleUnknown')}
                {n.enabled && !effective && ` (${t('support.settings.parentOff')})`}
              </span>
            </div>
            {n.childrenNodes.length > 0 && render(n.childrenNodes, path, effective)}
          </li>
        );
      })}
    </ul>
  );
  return render(nodes, [], true);
}
