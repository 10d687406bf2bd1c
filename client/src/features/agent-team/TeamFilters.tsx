import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangePicker, defaultRange } from '../../agent-kit/common';
import { toInstants, type DayRange } from '../../agent-kit/range';
import type { TeamFilter } from './teamQueries';

export interface FilterValues {
  username: string;
  range: DayRange;
  option: string;
}

/** The last 7 merchant days, everyone, every type. */
export const defaultFilter = (offset: number): FilterValues => ({ username: '', range: defaultRange(offset), option: '' });

/** What the gateway is asked: an exact username in the subtree and the instants of the days. */
export function toQuery(v: FilterValues, offset: number): TeamFilter {
  return { username: v.username.trim() || undefined, ...toInstants(v.range, offset) };
}

/**
 * The filter bar of the team lists: username, the centre's date range picker (merchant days) and
 * one optional select (game type or category). Applied on submit, so typing never sends a query
 * per key.
 */
export function TeamFilters({
  initial,
  offset,
  option,
  onApply,
  testId,
}: {
  initial: FilterValues;
  offset: number;
  option?: { label: string; values: { value: string; label: string }[] };
  onApply: (v: FilterValues) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [v, setV] = useState(initial);
  const set = (k: 'username' | 'option') => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));
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
      <DayRangePicker value={v.range} offset={offset} onChange={(range) => setV((o) => ({ ...o, range }))} />
      {option && (
        <label className="agent-select">
          <span className="field__label">{option.label}</span>
          <select className="field__input" name="option" value={v.option} onChange={set('option')}>
            <option value="">{t('agentCentre.team.all')}</option>
            {option.values.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className="btn btn--primary btn--sm team-filters__go">
        {t('agentCentre.team.apply')}
      </button>
    </form>
  );
}
