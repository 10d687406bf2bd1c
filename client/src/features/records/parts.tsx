import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/http';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { FormError } from '../../components/Field';
import { isCurrent, shift, todayWindow, windowLabel, type DateWindow, type WindowDays } from './range';
import { recordsKey } from './recordsApi';

/** Any balance movement may add a line: the record on screen refetches, the others when shown. */
export function useRecordsRefresh() {
  const { member } = useSession();
  useEffect(() => onEvent('balance:changed', recordsKey(member?.id)), [member?.id]);
  return member?.id;
}

/** The period control: 7 or 30 days, moved to the previous or next period. */
export function WindowPicker({ value, onChange }: { value: DateWindow; onChange(w: DateWindow): void }) {
  const { t } = useTranslation();
  return (
    <div className="records__window">
      <div className="records__presets" role="group" aria-label={t('records.period')}>
        {([7, 30] as WindowDays[]).map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={value.days === d}
            className={`btn btn--sm ${value.days === d ? 'btn--primary' : 'btn--outline'}`}
            onClick={() => onChange(todayWindow(d))}
          >
            {t('records.days', { count: d })}
          </button>
        ))}
      </div>
      <div className="records__nav">
        <button type="button" className="btn btn--outline btn--sm" onClick={() => onChange(shift(value, -1))}>
          {t('records.previous', { count: value.days })}
        </button>
        <span className="records__range" aria-live="polite">
          {windowLabel(value)}
        </span>
        <button type="button" className="btn btn--outline btn--sm" disabled={isCurrent(value)} onClick={() => onChange(shift(value, 1))}>
          {t('records.next', { count: value.days })}
        </button>
      </div>
    </div>
  );
}

/** "bonus.welcome" -> "Bonus · welcome", "rebate.daily" -> "Daily rebate"; kinds without a text show as they are. */
export function useKindLabel() {
  const { t } = useTranslation();
  return (kind: string) => {
    const [base, ...rest] = kind.split('.');
    const label = t(`records.kinds.${base}`, { defaultValue: base });
    // A kind with words of its own (rebate.daily: "Daily rebate"), else the family and the source.
    const own = rest.length === 1 ? t(`records.subkinds.${base}.${rest[0]}`, { defaultValue: '' }) : '';
    return own || (rest.length ? `${label} · ${rest.join('.')}` : label);
  };
}

/** A catalogue game type in words (the lobby's names); an unknown one as it is, none as "Other". */
export function useGameTypeLabel() {
  const { t } = useTranslation();
  return (type: string | null) => (type ? t(`lobby.type.${type}`, { defaultValue: type }) : t('records.play.other'));
}

export function Problem({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const e = errorText(error);
  return (
    <div className="records__problem">
      <FormError message={t(e.key, { defaultValue: e.fallback })} />
      <button type="button" className="btn btn--outline btn--sm" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
