import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { useSite } from '../../stores/site';
import { ui } from '../../stores/ui';
import { FreePlayButton } from '../../components/FreePlayButton';

/**
 * A line under the marquee: join or sign in for guests; for a signed-in visitor `member`, the card
 * of MemberWelcome.tsx (its own chunk, with the member's texts: a guest's first load carries neither).
 */
export function WelcomeStrip({ member }: { member?: ReactNode }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const { config, flags } = useSite();
  return (
    <section className="welcome" aria-label={t('home.welcomeLabel')} data-testid="welcome">
      {isLogin ? (
        <Suspense fallback={null}>{member}</Suspense>
      ) : (
        <>
          <div className="welcome__text">
            <h2 className="welcome__title">{t('home.welcomeTitle', { site: config?.siteName ?? '' })}</h2>
            <p className="welcome__lead">{t('home.welcomeLead')}</p>
          </div>
          <div className="welcome__actions">
            <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: 'register' })}>
              {t('home.joinNow')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => ui.open({ kind: 'login' })}>
              {t('header.login')}
            </button>
            {flags.FREE_PLAY && <FreePlayButton className="btn btn--link" />}
          </div>
        </>
      )}
    </section>
  );
}
