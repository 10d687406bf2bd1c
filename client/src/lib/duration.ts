import type { TFunction } from 'i18next';

/**
 * A length of time in words a person reads at a glance: "45 minutes", "2 h 5 min", "3 days".
 * Used for how long something usually takes or has waited (withdrawal payouts, staff queues).
 */
export function durationText(t: TFunction, minutes: number): string {
  if (minutes < 60) return t('duration.minutes', { count: Math.max(1, Math.round(minutes)) });
  if (minutes < 48 * 60) {
    const h = Math.floor(minutes / 60);
    const m = Math.round(minutes % 60);
    return m ? t('duration.hoursMinutes', { hours: h, minutes: m }) : t('duration.hours', { count: h });
  }
  return t('duration.days', { count: Math.round(minutes / 1440) });
}
