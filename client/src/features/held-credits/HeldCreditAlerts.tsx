import { useEffect, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useConsolePath } from '../../console-kit/base';
import { useShow } from '../../console-kit/accounts';
import { dismissHeldAlert, heldAlertsStore, heldCreditsKey, heldWaitingQuery, openStaffAlerts } from './heldCredits';

/**
 * The console frame's part of held credits: the nav entry with its badge (how many wait), and the
 * toasts of `credit:held` pushes, read out politely and kept until dismissed (no timer to race).
 * The staff socket lives as long as the frame; each alert or reconnect refreshes the queue.
 */
export function HeldCreditsNavLink() {
  const { t } = useTranslation();
  const path = useConsolePath();
  const queries = useQueryClient();
  const waiting = useQuery(heldWaitingQuery());
  useEffect(() => openStaffAlerts(() => void queries.invalidateQueries({ queryKey: heldCreditsKey })), [queries]);
  const n = waiting.data ?? 0;
  return (
    <NavLink to={path('held-credits')} data-testid="nav-held-credits">
      {t('heldCredits.nav')}
      {n > 0 && (
        <>
          <span className="sc-nav-count" aria-hidden="true" data-testid="held-badge">
            {n}
          </span>
          <span className="sr-only">{t('heldCredits.waiting', { count: n })}</span>
        </>
      )}
    </NavLink>
  );
}

export function HeldCreditToasts() {
  const { t } = useTranslation();
  const show = useShow();
  const path = useConsolePath();
  const alerts = useSyncExternalStore(heldAlertsStore.subscribe, heldAlertsStore.get);
  return (
    <div className="sc-toasts" role="status" aria-live="polite">
      {alerts.map((a) => (
        <div key={a.id} className="sc-toast" data-testid="held-toast">
          <p>
            <strong>{t('heldCredits.toastTitle')}</strong>{' '}
            {t('heldCredits.toastText', {
              user: a.username,
              win: show.money(a.amount, a.currency),
              game: a.gameName,
              reason: t(`heldCredits.reasonShort.${a.reason}`),
            })}
          </p>
          <div className="sc-actions">
            <Link to={path('held-credits')} className="btn btn--primary btn--sm" onClick={() => dismissHeldAlert(a.id)}>
              {t('heldCredits.review')}
            </Link>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => dismissHeldAlert(a.id)} aria-label={t('heldCredits.dismiss', { id: a.id })}>
              {t('heldCredits.dismissShort')}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
