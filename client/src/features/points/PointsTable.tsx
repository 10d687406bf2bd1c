import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A scrollable, captioned table with its pager: the two points tabs share it. */
export function PointsTable({
  caption,
  cols,
  busy,
  children,
  page,
  pages,
  total,
  onPage,
}: {
  caption: string;
  cols: { label: string; num?: boolean }[];
  busy: boolean;
  children: ReactNode;
  page: number;
  pages: number;
  total: number;
  onPage(p: number): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="pmall-table__wrap" role="region" tabIndex={0} aria-label={caption}>
        <table className="pmall-table" aria-busy={busy}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {cols.map((c) => (
                <th key={c.label} scope="col" className={c.num ? 'pmall-table__num' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <nav className="pmall-table__pager" aria-label={t('points.pager')}>
        <span className="muted">{t('points.total', { count: total })}</span>
        <button type="button" className="btn btn--outline btn--sm" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          {t('points.prevPage')}
        </button>
        <span>
          {page} / {pages}
        </span>
        <button type="button" className="btn btn--outline btn--sm" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
          {t('points.nextPage')}
        </button>
      </nav>
    </>
  );
}

/** A row of filter chips (status, type, period) as toggle buttons. */
export function Chips<T extends string | number>({
  label,
  options,
  value,
  text,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  text(o: T): string;
  onChange(o: T): void;
}) {
  return (
    <div className="pmall-chips" role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o} type="button" className="pmall-chip" aria-pressed={o === value} onClick={() => onChange(o)}>
          {text(o)}
        </button>
      ))}
    </div>
  );
}
