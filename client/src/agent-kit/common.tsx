import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../components/Field';
import { agentClockStore } from '../stores/agent-clock';
import { isValidRange, lastDays, type DayRange } from './range';
import './common.css';

/**
 * The merchant's UTC offset from the pushed clock (`agent:clock`); null until the first tick.
 * The agent centre's one source of the offset (header clock, MerchantTime, every day filter), so
 * a list's days never disagree with the clock above it. Only the offset is read, so a page does
 * not re-render with every tick.
 */
export function useMerchantOffset(): number | null {
  return useSyncExternalStore(agentClockStore.subscribe, () => agentClockStore.get()?.utcOffsetMinutes ?? null);
}

/** The server's time from the last tick (every second), for countdowns that must not trust the browser's clock. */
export function useServerNow(): number | null {
  return useSyncExternalStore(agentClockStore.subscribe, () => {
    const t = agentClockStore.get();
    return t ? Date.parse(t.now) : null;
  });
}

export const defaultRange = (offset: number, days = 7) => lastDays(days, Date.now(), offset);

/**
 * The agent centre's one date range picker (salary pages, team lists): merchant days as presets
 * (7 or 30 days ending today, toggle buttons) and a labelled from/to pair of native date inputs
 * (keyboard and screen reader support of the browser), in one named group. Only a valid range
 * reaches `onChange`: a reversed pair is refused with a message and the last valid one stays.
 */
export function DayRangePicker({ value, offset, onChange }: { value: DayRange; offset: number; onChange(r: DayRange): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [bad, setBad] = useState(false);
  const edit = (next: DayRange) => {
    setDraft(next);
    const ok = isValidRange(next);
    setBad(!ok);
    if (ok) onChange(next);
  };
  return (
    <div className="salary-range" role="group" aria-label={t('agentCentre.salary.range')}>
      {[7, 30].map((d) => {
        const r = lastDays(d, Date.now(), offset);
        const on = r.from === value.from && r.to === value.to;
        return (
          <button key={d} type="button" className={`btn btn--sm ${on ? 'btn--primary' : 'btn--outline'}`} aria-pressed={on} onClick={() => edit(r)}>
            {t('agentCentre.salary.lastDays', { count: d })}
          </button>
        );
      })}
      <DayInput label={t('agentCentre.salary.from')} value={draft.from} max={draft.to} onChange={(from) => edit({ ...draft, from })} testId="range-from" />
      <DayInput label={t('agentCentre.salary.to')} value={draft.to} min={draft.from} onChange={(to) => edit({ ...draft, to })} testId="range-to" />
      {bad && <FormError message={t('agentCentre.salary.badRange')} />}
    </div>
  );
}

/** One end of the range: a labelled native date input, held to the other end by `min` or `max`. */
function DayInput(props: { label: string; value: string; min?: string; max?: string; onChange(day: string): void; testId: string }) {
  return (
    <label className="agent-select">
      <span className="field__label">{props.label}</span>
      <input
        type="date"
        className="field__input"
        value={props.value}
        min={props.min}
        max={props.max}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      />
    </label>
  );
}
