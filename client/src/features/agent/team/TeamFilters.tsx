import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { teamQueries } from '../teamApi';
import { addDays, dayRange, merchantDay } from './days';
import type { TeamFilter } from './teamQueries';

/**
 * The merchant's offset and today, from the overview call the centre's home already made (one
 * cached answer), so date filters use merchant days. Null until it answers.
 */
export function useMerchantDays(): { offset: number; today: string } | null {
  const { member } = useSession();
  const q = useQuery({ ...teamQueries.overview(member?.id, 'today'), staleTime: 60_000 });
  if (!q.data) return null;
  const offset = q.data.utcOffsetMinutes;
  return { offset, today: merchantDay(Date.now(), offset) };
}

export interface FilterValues { username: string; first: string; last: string; option: string }

/** The last 7 merchant days, everyone, every type. */
export const defaultFilter = (today: string): FilterValues => ({ username: '', first: addDays(today, -6), last: today, option: '' });

/** What the gateway is asked: an exact username in the subtree and the instants of the days. */
export function toQuery(v: FilterValues, offset: number): TeamFilter {
  return { username: v.username.trim() || undefined, ...dayRange(v.first, v.last, offset) };
}

/**
 * The filter bar of the team lists: username, first and last merchant day and one optional
 * select (game type or category). Applied on submit, so typing never sends a query per key.
 */
export function TeamFilters({ initial, option, onApply, testId }: {
  initial: FilterValues;
  option?: { label: string; values: { value: string; label: string }[] };
  onApply: (v: FilterValues) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [v, setV] = useState(initial);
  const set = (k: keyof FilterValues) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(v);
  };
  return (
    <form className="team-filters panel" onSubmit={submit} data-testid={testId} role="search" aria-label={t('agentCentre.team.filters')}>
      <label className="agent-select">
        <span className="field__label">{t('form.username')}</span>
        <input className="field__input" name="username" value={v.username} onChange={set('username')} maxLength={64} autoComplete="off" />
      </label>
      <label className="agent-select">
        <span className="field__label">{t('agentCentre.team.from')}</span>
        <input className="field__input" type="date" name="from" value={v.first} onChange={set('first')} />
      </label>
      <label className="agent-select">
        <span className="field__label">{t('agentCentre.team.to')}</span>
        <input className="field__input" type="date" name="to" value={v.last} onChange={set('last')} />
      </label>
      {option && (
        <label className="agent-select">
          <span className="field__label">{option.label}</span>
          <select className="field__input" name="option" value={v.option} onChange={set('option')}>
            <option value="">{t('agentCentre.team.all')}</option>
            {option.values.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </label>
      )}
      <button type="submit" className="btn btn--primary btn--sm team-filters__go">{t('agentCentre.team.apply')}</button>
    </form>
  );
}
