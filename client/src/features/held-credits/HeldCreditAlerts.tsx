import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsolePath } from '../../console-kit/base';
import { useShow } from '../../console-kit/accounts';
import { dismissHeldAlert, heldAlertsStore, heldCreditsKey, openStaffAlerts } from './heldCredits';

/**
 * The console frame's part of held credits: the toasts of `credit:held` pushes, read out politely
 * and kept until dismissed (no timer to race). They listen on the console's staff socket as long
 * as the frame is there; each alert or reconnect refreshes the list. (The navigation's count is
 * the held-credits work queue's.)
 */
export function HeldCreditToasts() {
  const { t } = useTranslation();
  const queries = useQueryClient();
  useEffect(() => openStaffAlerts(() => void queries.invalidateQueries({ queryKey: heldCreditsKey })), [queries]);
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
