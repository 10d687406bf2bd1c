import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../components/Icon';
import { EmptyState, Spinner } from '../../components/PageTitle';

interface Page<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/**
 * A points list from its query: the failure notice, a spinner until the first page, the empty
 * state, then the scrollable, captioned table with its pager. The two points tabs share it.
 */
export function PointsTable<T>({
  query,
  empty,
  caption,
  cols,
  row,
  onPage,
}: {
  query: UseQueryResult<Page<T>>;
  empty: { icon: IconName; title: string };
  caption: string;
  cols: { label: string; num?: boolean }[];
  row(item: T): ReactNode;
  onPage(p: number): void;
}) {
  const { t } = useTranslation();
  const data = query.data;
  const busy = query.isFetching;
  return (
    <>
      {query.isError && (
        <p className="notice notice--warning" role="alert">
          {t('points.loadFailed')}
        </p>
      )}
      {!data ? (
        !query.isError && <Spinner label={t('common.loading')} />
      ) : data.list.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} />
      ) : (
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
              <tbody>{data.list.map(row)}</tbody>
            </table>
          </div>
          <nav className="pmall-table__pager" aria-label={t('points.pager')}>
            <span className="muted">{t('points.total', { count: data.total })}</span>
            <button type="button" className="btn btn--outline btn--sm" disabled={busy || data.pageNum <= 1} onClick={() => onPage(data.pageNum - 1)}>
              {t('points.prevPage')}
            </button>
            <span>
              {data.pageNum} / {data.totalPages}
            </span>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              disabled={busy || data.pageNum >= data.totalPages}
              onClick={() => onPage(data.pageNum + 1)}
            >
              {t('points.nextPage')}
            </button>
          </nav>
        </>
      )}
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
