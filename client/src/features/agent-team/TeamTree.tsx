import { useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamTreeNode } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { Icon } from '../../components/Icon';
import { LoadFailed } from '../../agent-kit/LoadFailed';
import { teamPageQueries } from './teamQueries';

/**
 * The team as a tree (WAI-ARIA tree pattern): children load when a node opens. One item is in
 * the tab order; arrows move (Down/Up), open or go in (Right), close or go to the parent (Left),
 * Home/End jump, Enter opens the node in the list beside it.
 */
export function TeamTree({ onOpen }: { onOpen: (node: TeamTreeNode) => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [active, setActive] = useState<number | null>(null);
  const root = useRef<HTMLUListElement>(null);
  const toggle = (id: number, open: boolean) =>
    setExpanded((s) => {
      const n = new Set(s);
      if (open) n.add(id);
      else n.delete(id);
      return n;
    });

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [])];
  const focusItem = (el: HTMLElement | undefined) => {
    if (!el) return;
    setActive(Number(el.dataset.id));
    el.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (!el) return;
    const all = items();
    const i = all.indexOf(el);
    const id = Number(el.dataset.id);
    const canOpen = el.getAttribute('aria-expanded') !== null;
    const isOpen = el.getAttribute('aria-expanded') === 'true';
    const handled = (() => {
      switch (e.key) {
        case 'ArrowDown':
          focusItem(all[i + 1]);
          return true;
        case 'ArrowUp':
          focusItem(all[i - 1]);
          return true;
        case 'Home':
          focusItem(all[0]);
          return true;
        case 'End':
          focusItem(all[all.length - 1]);
          return true;
        case 'ArrowRight':
          if (canOpen && !isOpen) toggle(id, true);
          else if (isOpen) focusItem(el.querySelector<HTMLElement>('[role="treeitem"]') ?? undefined);
          return true;
        case 'ArrowLeft':
          if (isOpen) toggle(id, false);
          else focusItem(el.parentElement?.closest<HTMLElement>('[role="treeitem"]') ?? undefined);
          return true;
        case 'Enter':
        case ' ':
          onOpen({ id, username: el.dataset.username ?? '', nickname: '', kind: canOpen ? 'agent' : 'member', downlineCount: 0 });
          return true;
        default:
          return false;
      }
    })();
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  // The top level's states sit outside the tree: a tree may only hold tree items.
  const { member } = useSession();
  const top = useQuery(teamPageQueries.tree(member?.id, undefined));
  if (top.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (top.isError) return <LoadFailed error={top.error} retry={() => void top.refetch()} />;
  if (top.data.list.length === 0) return <p className="muted">{t('agentCentre.team.noDownlines')}</p>;
  return (
    <ul className="team-tree" role="tree" aria-label={t('agentCentre.team.tree')} ref={root} onKeyDown={onKey} data-testid="team-tree">
      <TreeLevel parentId={undefined} expanded={expanded} active={active} toggle={toggle} setActive={setActive} onOpen={onOpen} level={1} />
    </ul>
  );
}

function TreeLevel({
  parentId,
  expanded,
  active,
  toggle,
  setActive,
  onOpen,
  level,
}: {
  parentId: number | undefined;
  expanded: Set<number>;
  active: number | null;
  level: number;
  toggle: (id: number, open: boolean) => void;
  setActive: (id: number) => void;
  onOpen: (n: TeamTreeNode) => void;
}) {
  const { t } = useTranslation();
  const { member } = useSession();
  const q = useQuery(teamPageQueries.tree(member?.id, parentId));
  if (q.isPending)
    return (
      <li role="none" className="muted team-tree__note">
        {t('common.loading')}
      </li>
    );
  if (q.isError)
    return (
      <li role="none" className="team-tree__note">
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void q.refetch()}>
          {t('common.retry')}
        </button>
      </li>
    );
  if (q.data.list.length === 0)
    return (
      <li role="none" className="muted team-tree__note">
        {t('agentCentre.team.noDownlines')}
      </li>
    );
  return (
    <>
      {q.data.list.map((n, i) => {
        const canOpen = n.downlineCount > 0;
        const open = canOpen && expanded.has(n.id);
        // The first item of the top level holds the tab stop until the reader moves.
        const tabbable = active === null ? level === 1 && i === 0 : active === n.id;
        return (
          <li
            key={n.id}
            role="treeitem"
            aria-level={level}
            aria-expanded={canOpen ? open : undefined}
            aria-selected={active === n.id}
            tabIndex={tabbable ? 0 : -1}
            data-id={n.id}
            data-username={n.username}
            className="team-tree__item"
            data-testid={`team-tree-${n.username}`}
            onFocus={(e) => {
              if (e.target === e.currentTarget) setActive(n.id);
            }}
          >
            <div className="team-tree__row">
              {canOpen ? (
                <span
                  className="team-tree__toggle"
                  aria-hidden="true"
                  onClick={(e) => {
                    e.stopPropagation();
                    toggle(n.id, !open);
                  }}
                >
                  <Icon name={open ? 'chevronDown' : 'chevronRight'} size={16} />
                </span>
              ) : (
                <span className="team-tree__toggle" aria-hidden="true" />
              )}
              <span className="team-tree__name" onClick={() => onOpen(n)}>
                {n.username}
              </span>
              <span className="muted team-tree__meta">
                {t(n.kind === 'agent' ? 'agentCentre.typeAgent' : 'agentCentre.typeMember')}
                {canOpen ? ` · ${t('agentCentre.team.downlineCount', { count: n.downlineCount })}` : ''}
              </span>
            </div>
            {open && (
              <ul role="group">
                <TreeLevel parentId={n.id} expanded={expanded} active={active} toggle={toggle} setActive={setActive} onOpen={onOpen} level={level + 1} />
              </ul>
            )}
          </li>
        );
      })}
    </>
  );
}
