import { useTranslation } from 'react-i18next';
import { GAME_TYPES, REBATE_LIMITS, rebateSettings, type GameType } from '@wl/shared/core';
import type { RebateSettingsUpdate } from '@wl/shared';

/**
 * The daily rebate in Site settings (docs/REBATES.md): on or off, a percent of valid turnover per
 * game category (empty or 0: that category earns nothing), and the smallest amount paid. Edited as
 * typed; the gateway validates the numbers and names the field it refuses.
 */
export interface RebateDraft {
  enabled: boolean;
  /** Percent as typed, per category. */
  rates: Record<GameType, string>;
  /** Major units as typed. */
  minPayout: string;
}

export function rebateDraft(settings: unknown): RebateDraft {
  const r = rebateSettings(settings);
  return {
    enabled: r.enabled,
    rates: Object.fromEntries(GAME_TYPES.map((g) => [g, r.rates[g] === undefined ? '' : String(r.rates[g])])) as Record<GameType, string>,
    minPayout: (r.minPayout / 100).toFixed(2),
  };
}

/**
 * The rules to save, or null when nothing changed. An empty rate is left out; anything unreadable
 * goes as it would be refused (-1), so the gateway names the field rather than the form guessing.
 */
export function rebatePatch(saved: RebateDraft, draft: RebateDraft): RebateSettingsUpdate | null {
  if (JSON.stringify(saved) === JSON.stringify(draft)) return null;
  const rates: RebateSettingsUpdate['rates'] = {};
  for (const g of GAME_TYPES) {
    const v = draft.rates[g].trim();
    if (v === '') continue;
    const n = Number(v);
    rates[g] = Number.isFinite(n) ? n : -1;
  }
  const min = Number(draft.minPayout.trim());
  return {
    enabled: draft.enabled,
    rates,
    minPayout: draft.minPayout.trim() === '' ? 0 : Number.isFinite(min) && min >= 0 ? Math.round(min * 100) : -1,
  };
}

export function RebateSection({ draft, currency, onChange }: { draft: RebateDraft; currency: string; onChange: (d: RebateDraft) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <legend>{t('support.rebates.title')}</legend>
      <p className="sc-muted sc-small">{t('support.rebates.intro')}</p>
      <div className="sc-switch-row">
        <input
          id="sc-rebates-on"
          type="checkbox"
          role="switch"
          checked={draft.enabled}
          aria-describedby="sc-rebates-on-hint"
          onChange={(e) => onChange({ ...draft, enabled: e.target.checked })}
        />
        <label htmlFor="sc-rebates-on">{t('support.rebates.enabled')}</label>
        <span id="sc-rebates-on-hint" className="sc-muted sc-small">
          {t('support.rebates.enabledHint')}
        </span>
      </div>
      <p className="sc-muted sc-small" id="sc-rebates-rates-hint">
        {t('support.rebates.ratesHint', { max: REBATE_LIMITS.maxPercent })}
      </p>
      <div className="sc-rebate-rates">
        {GAME_TYPES.map((g) => (
          <div className="sc-field" key={g}>
            <label htmlFor={`sc-rebate-${g}`}>{t('support.rebates.rate', { category: t(`lobby.type.${g}`, { defaultValue: g }) })}</label>
            <input
              id={`sc-rebate-${g}`}
              type="number"
              inputMode="decimal"
              min="0"
              max={REBATE_LIMITS.maxPercent}
              step="0.01"
              className="field__input"
              placeholder="0"
              aria-describedby="sc-rebates-rates-hint"
              value={draft.rates[g]}
              onChange={(e) => onChange({ ...draft, rates: { ...draft.rates, [g]: e.target.value } })}
            />
          </div>
        ))}
      </div>
      <div className="sc-field">
        <label htmlFor="sc-rebate-min">{t('support.rebates.minPayout', { currency })}</label>
        <input
          id="sc-rebate-min"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          className="field__input"
          aria-describedby="sc-rebate-min-hint"
          value={draft.minPayout}
          onChange={(e) => onChange({ ...draft, minPayout: e.target.value })}
        />
        <span id="sc-rebate-min-hint" className="sc-muted sc-small">
          {t('support.rebates.minPayoutHint')}
        </span>
      </div>
    </>
  );
}
