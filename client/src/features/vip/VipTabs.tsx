import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface VipTab<T extends string> {
  id: T;
  label: string;
}

/**
 * The /vip sections as an ARIA tab list (WAI-ARIA APG "tabs, automatic activation"): one tab in
 * the Tab order, arrows / Home / End move and open, the panel follows in the Tab order.
 */
export function VipTabs<T extends string>(props: { tabs: VipTab<T>[]; value: T; onChange(id: T): void; label: string; children: ReactNode }) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const ids = (id: T) => ({ tab: `${base}-tab-${id}`, panel: `${base}-panel-${id}` });
  const onKey = (e: KeyboardEvent) => {
    const i = props.tabs.findIndex((t) => t.id === props.value);
    const n = props.tabs.length;
    const to = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = props.tabs[to]!.id;
    props.onChange(next);
    refs.current.get(next)?.focus();
  };
  return (
    <>
      <div className="vip-tabs" role="tablist" aria-label={props.label} onKeyDown={onKey}>
        {props.tabs.map((t) => {
          const on = t.id === props.value;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              id={ids(t.id).tab}
              type="button"
              role="tab"
              aria-selected={on}
              aria-controls={ids(t.id).panel}
              tabIndex={on ? 0 : -1}
              className={`vip-tabs__tab${on ? ' vip-tabs__tab--active' : ''}`}
              onClick={() => props.onChange(t.id)}
              data-testid={`vip-tab-${t.id}`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div className="vip-panel" role="tabpanel" id={ids(props.value).panel} aria-labelledby={ids(props.value).tab} tabIndex={0}>
        {props.children}
      </div>
    </>
  );
}
