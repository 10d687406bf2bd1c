import { useId, type ReactNode } from 'react';
import type { StaffApiError } from './api';
import { S } from './strings';

/** Small building blocks shared by the console pages (kept local: features share no UI code). */

export function FilterTabs<T extends string>(props: {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange(v: T): void;
}) {
  return (
    <div className="sc-tabs" role="group" aria-label={props.label}>
      {props.options.map((o) => (
        <button key={o} type="button" className="sc-tab" aria-pressed={o === props.value} onClick={() => props.onChange(o)}>
          {props.labels[o]}
        </button>
      ))}
    </div>
  );
}

export function SearchBox(props: { value: string; onChange(v: string): void; hint: string }) {
  const id = useId();
  return (
    <div className="sc-search">
      <label htmlFor={id} className="sc-visually-hidden">{S.list.search}</label>
      <input
        id={id}
        type="search"
        value={props.value}
        placeholder={props.hint}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

export function Pager(props: { page: number; totalPages: number; total: number; onPage(p: number): void; disabled?: boolean }) {
  const { page, totalPages } = props;
  return (
    <nav className="sc-pager" aria-label={S.list.pagination}>
      <span className="sc-muted">{S.list.results(props.total)}</span>
      <button type="button" className="sc-btn" disabled={props.disabled || page <= 1} onClick={() => props.onPage(page - 1)}>
        {S.list.prev}
      </button>
      <span aria-live="polite">{S.list.page(page, totalPages)}</span>
      <button type="button" className="sc-btn" disabled={props.disabled || page >= totalPages} onClick={() => props.onPage(page + 1)}>
        {S.list.next}
      </button>
    </nav>
  );
}

/** Placeholder rows of the real table's shape, so the layout does not jump when data lands. */
export function SkeletonRows({ cols, rows = 6 }: { cols: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} className="sc-skeleton-row" aria-hidden="true">
          {Array.from({ length: cols }, (_, c) => (
            <td key={c}><span className="sc-skeleton" /></td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyRow({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={cols} className="sc-empty">{children}</td>
    </tr>
  );
}

export function ErrorNote({ error, onRetry }: { error: StaffApiError | undefined; onRetry?: () => void }) {
  if (!error) return null;
  return (
    <div className="sc-error" role="alert">
      <span>{error.message}</span>
      {onRetry && <button type="button" className="sc-btn" onClick={onRetry}>{S.retry}</button>}
    </div>
  );
}

export function TableHead({ cols }: { cols: readonly string[] }) {
  return (
    <thead>
      <tr>
        {cols.map((c, i) => (
          <th key={i} scope="col">{c}</th>
        ))}
      </tr>
    </thead>
  );
}
