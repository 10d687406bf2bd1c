import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session';
import { ui } from '../stores/ui';
import { EmptyState, Spinner } from './PageTitle';

/**
 * A page for real members only: a spinner while the session is restored, a lock for a guest
 * (`loginFirst`, with the login button) or a trial account (with the way to a real account), the page itself (`children`) for a
 * real member. The page's title stands above the first two as well.
 */
export function MembersOnly({ title, loginFirst, children }: { title: ReactNode; loginFirst: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { phase, isLogin, isTrial } = useSession();
  if (phase === 'restoring')
    return (
      <div className="page">
        {title}
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (!isLogin || isTrial)
    return (
      <div className="page">
        {title}
        <EmptyState icon="lock" title={isTrial ? t('in_need_true_account') : loginFirst}>
          <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: isTrial ? 'register' : 'login' })}>
            {t(isTrial ? 'trial.register' : 'header.login')}
          </button>
        </EmptyState>
      </div>
    );
  return children;
}
