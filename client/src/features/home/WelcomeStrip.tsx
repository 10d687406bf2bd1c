import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/session';
import { useSite } from '../../stores/site';
import { ui } from '../../stores/ui';
import { FreePlayButton } from '../../components/FreePlayButton';
import { Icon } from '../../components/Icon';
import { session } from '../../lib/storage';
import { memberTab } from '../../lib/paths';

/** A line under the marquee: join or sign in for guests, deposit and account for members. */
export function WelcomeStrip() {
  const { t } = useTranslation();
  const { isLogin, member } = useSession();
  const { config, flags } = useSite();
  return (
    <section className="welcome" aria-label={t('home.welcomeLabel')}>
      <div className="welcome__text">
        {isLogin ? (
          <>
            {/* A member whose session began with the first login is new here, not back. */}
            <h2 className="welcome__title">
              {t(session.get('firstTimeLogin') === '1' ? 'home.welcomeNew' : 'home.welcomeBack', { name: member?.nickname || member?.userName })}
            </h2>
            <p className="welcome__lead">{t(member?.isTrial ? 'home.welcomeTrialLead' : 'home.welcomeBackLead')}</p>
          </>
        ) : (
          <>
            <h2 className="welcome__title">{t('home.welcomeTitle', { site: config?.siteName ?? '' })}</h2>
            <p className="welcome__lead">{t('home.welcomeLead')}</p>
          </>
        )}
      </div>
      <div className="welcome__actions">
        {isLogin ? (
          <>
            <Link to={memberTab('depositv2')} className="btn btn--primary">
              <Icon name="deposit" size={18} />
              {t('header.deposit')}
            </Link>
            <Link to={memberTab('profile')} className="btn btn--ghost">
              <Icon name="user" size={18} />
              {t('menu.myAccount')}
            </Link>
          </>
        ) : (
          <>
            <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: 'register' })}>
              {t('home.joinNow')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => ui.open({ kind: 'login' })}>
              {t('header.login')}
            </button>
            {flags.FREE_PLAY && <FreePlayButton className="btn btn--link" />}
          </>
        )}
      </div>
    </section>
  );
}
