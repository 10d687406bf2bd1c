import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/PageTitle';
import { Pager } from '../../components/Pager';
import { HeadRow, type HeadCell } from '../../components/HeadRow';
import { todayWindow, windowLabel, type DateWindow } from './range';
import { Problem } from './parts';

interface RecordsPage<R> {
  list: R[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** The period and page of a paged record; a new period starts again at its first page. */
export function usePagedWindow() {
  const [win, setWin] = useState(() => todayWindow(7));
  const [page, setPage] = useState(1);
  return {
    win,
    page,
    setPage,
    setWin: (w: DateWindow) => {
      setWin(w);
      setPage(1);
    },
  };
}

/**
 * One page of a record over a period: the problem with a retry, a loading line, the empty state
 * (`empty`), or the table (captioned with the period for screen readers) and its pager.
 */
export function RecordsTable<R>(props: {
  query: UseQueryResult<RecordsPage<R>>;
  win: DateWindow;
  caption: string;
  /** Rows stack as cards on a phone. */
  stack?: boolean;
  head: readonly HeadCell[];
  empty: ReactNode;
  row(r: R): ReactNode;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const { query } = props;
  const data = query.data;
  if (query.isError) return <Problem error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (data!.list.length === 0) return props.empty;
  return (
    <>
      <div className="records__wrap" role="region" tabIndex={0} aria-label={props.caption}>
        <table className={`records__table${props.stack ? ' records__table--stack' : ''}`} aria-busy={query.isFetching}>
          <caption className="sr-only">
            {props.caption} {windowLabel(props.win)}
          </caption>
          <thead>
            <HeadRow cols={props.head} />
          </thead>
          <tbody>{data!.list.map((r) => props.row(r))}</tbody>
        </table>
      </div>
      <Pager
        className="records__pager"
        page={data!.pageNum}
        pages={data!.totalPages}
        summary={t('records.total', { count: data!.total })}
        busy={query.isFetching}
        onPage={props.onPage}
      />
    </>
  );
}
