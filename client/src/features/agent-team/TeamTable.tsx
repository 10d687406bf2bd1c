import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { Pager } from '../../components/Pager';
import { LoadFailed } from '../../agent-kit/LoadFailed';
import '../../styles/records.css';

/**
 * A team list's states around its table: loading, failed with a retry, empty, or the rows with
 * a pager. The table scrolls inside its own region on a phone (keyboard reachable).
 */
export function TeamTable({
  query,
  caption,
  empty,
  head,
  children,
  page,
  onPage,
  testId,
  extra,
  className,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { list: unknown[]; pageNum: number; totalPages: number; total: number };
  };
  caption: string;
  empty: string;
  head: ReactNode;
  children: ReactNode;
  page: number;
  onPage: (p: number) => void;
  testId: string;
  extra?: ReactNode;
  /** A class for the table beside records__table (a list's own layout). */
  className?: string;
}) {
  const { t } = useTranslation();
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  if (query.isPending || !query.data) return <Spinner label={t('common.loading')} />;
  if (query.data.list.length === 0) return <EmptyState icon="receipt" title={empty} text={t('agentCentre.team.emptyText')} />;
  const d = query.data;
  return (
    <>
      {extra}
      <div className="records__wrap" role="region" tabIndex={0} aria-label={caption}>
        <table className={className ? `records__table ${className}` : 'records__table'} aria-busy={query.isFetching} data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead>{head}</thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <Pager
        className="records__pager"
        page={d.pageNum || page}
        pages={d.totalPages}
        summary={t('records.total', { count: d.total })}
        busy={query.isFetching}
        onPage={onPage}
      />
    </>
  );
}

/** The records' colour of a signed amount: money in, money out, or none for zero. */
export const signedClass = (value: number) => (value < 0 ? 'records__out' : value > 0 ? 'records__in' : undefined);
