import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type ResponsibleLogRow } from '@wl/shared/core';
import { callStaff } from '../../../console-kit/staffApi';

/** The console's responsible-gaming reads (docs/RESPONSIBLE.md "Staff"), with the staff token. */
export const responsibleStaffQueries = {
  member: (accountId: number) =>
    queryOptions({
      queryKey: ['staff', 'responsible', accountId],
      queryFn: ({ signal }) => callStaff(ENDPOINTS.staffAccountResponsible, { params: { id: accountId }, signal }),
    }),
  log: (accountId: number | null, page: number) =>
    queryOptions({
      queryKey: ['staff', 'responsible-log', accountId, page],
      queryFn: ({ signal }) => callStaff(ENDPOINTS.staffResponsibleLog, { query: { page, pageSize: 20, accountId: accountId || undefined }, signal }),
      placeholderData: keepPreviousData,
    }),
};

type T = (key: string, o?: Record<string, unknown>) => string;
type Money = (minor: number) => string;
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** One line of what a history row says, in the staff member's language. */
export function describeDetail(row: ResponsibleLogRow, t: T, money: Money, time: (iso: string | null) => string): string {
  const d = row.detail;
  switch (row.action) {
    case 'limits':
      return (['day', 'week', 'month'] as const)
        .filter((p) => p in d)
        .map((p) => `${t(`responsible.period.${p}`)}: ${d[p] === null ? t('responsible.staff.removed') : money(num(d[p]) ?? 0)}`)
        .join(' · ');
    case 'exclusion':
      return `${t(`responsible.periods.${text(d.period) ?? ''}`, { defaultValue: text(d.period) ?? '' })} · ${d.endsAt ? t('responsible.staff.until', { time: time(text(d.endsAt)) }) : t('responsible.excludedForever')}`;
    case 'time-out':
      return `${t(`responsible.timeOut.periods.${text(d.period) ?? ''}`, { defaultValue: text(d.period) ?? '' })} · ${t('responsible.staff.until', { time: time(text(d.endsAt)) })}`;
    case 'reality-interval':
      return d.minutes === null ? t('responsible.reality.off') : t('responsible.reality.every', { m: num(d.minutes) ?? 0 });
    case 'reality-continue':
    case 'reality-stop':
      return t('responsible.staff.answer', {
        minutes: num(d.sessionMinutes) ?? 0,
        bets: money(num(d.bets) ?? 0),
        wins: money(num(d.wins) ?? 0),
        net: money(num(d.net) ?? 0),
      });
  }
}
