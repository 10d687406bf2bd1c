import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResponsibleSettings } from '@wl/shared/core';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { memberTab } from '../../lib/paths';

/**
 * The member's own deposit limits, said beside the amount before anything is sent: the room left
 * now and the tightest window, or why no deposit can go through (an exclusion, or less room than the
 * channel's minimum). Nothing is shown to a member without limits. A link leads to where limits are set.
 */
export function OwnLimitNote({ settings, blocked }: { settings: ResponsibleSettings; blocked: 'excluded' | 'noRoom' | null }) {
  const { t } = useTranslation();
  const money = (n: number) => `${formatMoney(n)} ${settings.currency}`;
  const change = (
    <Link to={memberTab('responsibleGaming')} className="link">
      {t('deposit.own.change')}
    </Link>
  );
  if (blocked === 'excluded' && settings.exclusion) {
    const until = settings.exclusion.endsAt;
    return (
      <p className="notice notice--warning" role="status" data-testid="deposit-own-limit">
        {until ? t('responsible.excludedUntil', { time: formatTimestamp(new Date(until)) }) : t('responsible.excludedForever')}
      </p>
    );
  }
  if (settings.available === null) return null;
  // The window that leaves the least room is the one that decides.
  const tightest = settings.limits.filter((w) => w.remaining !== null && w.limit !== null).sort((a, b) => (a.remaining ?? 0) - (b.remaining ?? 0))[0];
  return (
    <p className={`deposit__own${blocked ? ' notice notice--warning' : ''}`} role={blocked ? 'status' : undefined} data-testid="deposit-own-limit">
      {blocked ? t('deposit.own.noRoom', { amount: money(settings.available) }) : t('deposit.own.left', { amount: money(settings.available) })}{' '}
      {tightest && (
        <span className="muted">
          {t('deposit.own.window', { period: t(`responsible.period.${tightest.period}`), limit: money(tightest.limit!), used: money(tightest.used) })}
        </span>
      )}{' '}
      {change}
    </p>
  );
}
