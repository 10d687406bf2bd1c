import { useTranslation } from 'react-i18next';
import type { SecurityOverview, VerifySetup } from '@wl/shared/core';
import { Icon } from '../../components/Icon';

/** A password older than this is flagged in the checklist (the site's expiry default, docs/PAGES.md). */
const PASSWORD_FRESH_DAYS = 90;

/**
 * The security score: the share of checklist items in order. Each item is something the member
 * can fix from this page (or the cashier for the payment password), so the score is actionable.
 */
export function securityChecks(
  o: SecurityOverview | undefined,
  verify: VerifySetup | undefined,
  member: { mobileNum?: string | null; email?: string | null } | null,
  now = Date.now(),
) {
  const age = o ? (now - Date.parse(o.passwordChangedAt)) / 86_400_000 : 0;
  return [
    { key: 'freshPassword', ok: !!o && age <= PASSWORD_FRESH_DAYS },
    { key: 'secondFactor', ok: !!verify?.method },
    { key: 'mobile', ok: !!member?.mobileNum },
    { key: 'email', ok: !!member?.email },
    { key: 'paymentPassword', ok: !!o?.paymentPasswordSet },
    { key: 'noFailures', ok: !!o && o.failedAttempts === 0 && !o.lockedUntil },
  ];
}

export function SecurityScore({ checks }: { checks: { key: string; ok: boolean }[] }) {
  const { t } = useTranslation();
  const score = Math.round((checks.filter((c) => c.ok).length / checks.length) * 100);
  const level = score >= 80 ? 'high' : score >= 50 ? 'medium' : 'low';
  return (
    <section className="sec-score" aria-labelledby="sec-score" data-testid="sec-score">
      <div className={`sec-score__ring sec-score__ring--${level}`} style={{ ['--score' as string]: `${score}%` }}>
        <span className="num">{score}</span>
      </div>
      <div className="sec-score__body">
        <h3 id="sec-score" className="sec-block__title">
          {t('pages.security.score', { level: t(`pages.security.level.${level}`) })}
        </h3>
        <ul className="sec-checks">
          {checks.map((c) => (
            <li key={c.key} className={`sec-check${c.ok ? ' sec-check--ok' : ''}`}>
              <Icon name={c.ok ? 'check' : 'warning'} size={16} />
              <span>{t(`pages.security.check.${c.key}`)}</span>
              <span className="sr-only">{t(c.ok ? 'pages.security.done' : 'pages.security.missing')}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
