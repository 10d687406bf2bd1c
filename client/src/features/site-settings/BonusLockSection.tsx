import { useTranslation } from 'react-i18next';
import { BONUS_LOCK_LIMITS, bonusLockRules, type BonusLockRules } from '@wl/shared/core';

/**
 * The site's bonus lock rules in Site settings (docs/PROMOTIONS.md "Locked bonus"): wagering
 * multiples of VIP task, wheel and mission rewards (0: not locked), the days to wager before what
 * is left is forfeited, and the bust threshold. Edited as typed; the gateway validates the numbers.
 */
export interface BonusLockDraft {
  taskMultiple: string;
  wheelMultiple: string;
  missionMultiple: string;
  expiryDays: string;
  bustBelow: string;
}

export function bonusLockDraft(settings: unknown): BonusLockDraft {
  const r = bonusLockRules(settings);
  return {
    taskMultiple: String(r.taskMultiple),
    wheelMultiple: String(r.wheelMultiple),
    missionMultiple: String(r.missionMultiple),
    expiryDays: String(r.expiryDays),
    bustBelow: (r.bustBelow / 100).toFixed(2),
  };
}

/** The rules to save, or null when nothing changed. Anything unreadable goes as -1: the gateway names the field. */
export function bonusLockPatch(saved: BonusLockDraft, draft: BonusLockDraft): BonusLockRules | null {
  if (JSON.stringify(saved) === JSON.stringify(draft)) return null;
  const int = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : -1);
  const bust = Number(draft.bustBelow.trim());
  return {
    taskMultiple: int(draft.taskMultiple),
    wheelMultiple: int(draft.wheelMultiple),
    missionMultiple: int(draft.missionMultiple),
    expiryDays: int(draft.expiryDays),
    bustBelow: draft.bustBelow.trim() !== '' && Number.isFinite(bust) && bust >= 0 ? Math.round(bust * 100) : -1,
  };
}

export function BonusLockSection({ draft, currency, onChange }: { draft: BonusLockDraft; currency: string; onChange: (d: BonusLockDraft) => void }) {
  const { t } = useTranslation();
  const field = (k: keyof BonusLockDraft, label: string, max: number, step = '1') => (
    <div className="sc-field" key={k}>
      <label htmlFor={`sc-bl-${k}`}>{label}</label>
      <input
        id={`sc-bl-${k}`}
        type="number"
        inputMode={step === '1' ? 'numeric' : 'decimal'}
        min="0"
        max={max}
        step={step}
        className="field__input"
        value={draft[k]}
        onChange={(e) => onChange({ ...draft, [k]: e.target.value })}
      />
    </div>
  );
  return (
    <>
      <legend>{t('support.bonusLocks.title')}</legend>
      <p className="sc-muted sc-small">{t('support.bonusLocks.intro')}</p>
      {field('taskMultiple', t('support.bonusLocks.taskMultiple'), BONUS_LOCK_LIMITS.multipleMax)}
      {field('wheelMultiple', t('support.bonusLocks.wheelMultiple'), BONUS_LOCK_LIMITS.multipleMax)}
      {field('missionMultiple', t('support.bonusLocks.missionMultiple'), BONUS_LOCK_LIMITS.multipleMax)}
      {field('expiryDays', t('support.bonusLocks.expiryDays'), BONUS_LOCK_LIMITS.expiryDaysMax)}
      {field('bustBelow', t('support.bonusLocks.bustBelow', { currency }), BONUS_LOCK_LIMITS.bustBelowMax / 100, '0.01')}
    </>
  );
}
