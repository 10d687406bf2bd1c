import type { ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import type { IconName } from '../../components/Icon';
import { Spinner } from '../../components/PageTitle';
import { AgentPageTitle } from '../../agent-kit/AgentPageTitle';
import type { DayRange } from '../../agent-kit/range';
import { TeamFilters } from './TeamFilters';
import { signedClass, TeamTable } from './TeamTable';
import type { TeamFilter } from './teamQueries';
import { useTeamFilter } from './useTeamFilter';
import './team.css';

/** One column of a team record table: its header and its cell. */
export interface Column<Row> {
  label: string;
  /** `num`: a right-aligned figure; `time`: a muted time; text otherwise. */
  align?: 'num' | 'time';
  /** A signed amount, coloured as money in (positive) or out (negative). */
  signed?: (r: Row) => number;
  cell: (r: Row) => ReactNode;
}

interface RecordPage<Row> {
  list: Row[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/**
 * The team's record pages (betting, transactions, user loss) are one shape: the filter bar
 * (username, merchant days, optionally one select) above a paged table of the answer. Each page
 * says only what it asks (`query`), which columns it shows, and what it adds above the table.
 */
export function TeamRecordsPage<Row, P extends RecordPage<Row>, K extends QueryKey>({
  title,
  icon,
  testId,
  empty,
  option,
  query,
  columns,
  rowKey,
  summary,
}: {
  title: string;
  icon: IconName;
  /** The table's test id; the filter bar is `${testId}-filters`. */
  testId: string;
  empty: string;
  option?: { label: string; values: { value: string; label: string }[] };
  /** The list's query for the filter, the page and the option's value (undefined: all). */
  query: (ownerId: number | undefined, f: TeamFilter, page: number, option: string | undefined) => UseQueryOptions<P, Error, P, K>;
  columns: Column<Row>[];
  rowKey: (r: Row) => number;
  /** What goes above the table, given the answer and the days it covers (merchant days and offset). */
  summary?: (data: P, days: { range: DayRange; offset: number }) => ReactNode;
}) {
  const { t } = useTranslation();
  const { member } = useSession();
  const f = useTeamFilter();
  const list = useQuery({
    ...query(member?.id, f.query, f.page, f.values?.option || undefined),
    enabled: f.offset !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <AgentPageTitle title={title} icon={icon} />
      {f.offset === null || !f.values ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="team-records">
          <TeamFilters initial={f.values} offset={f.offset} onApply={f.apply} option={option} testId={`${testId}-filters`} />
          <TeamTable
            query={list}
            page={f.page}
            onPage={f.setPage}
            testId={testId}
            caption={title}
            empty={empty}
            extra={list.data && summary?.(list.data, { range: f.values.range, offset: f.offset })}
            head={
              <tr>
                {columns.map((c, i) => (
                  <th key={i} scope="col" className={c.align === 'num' ? 'records__num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            }
          >
            {(list.data?.list ?? []).map((r) => (
              <tr key={rowKey(r)}>
                {columns.map((c, i) => (
                  <td key={i} className={[c.align && `records__${c.align}`, c.signed && signedClass(c.signed(r))].filter(Boolean).join(' ') || undefined}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </TeamTable>
        </div>
      )}
    </>
  );
}
