import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { useSite } from '../../app/site';
import { ui } from '../../app/ui';
import { Icon } from '../../components/Icon';
import { session } from '../../lib/storage';
import { PATHS, memberTab } from '../../routes/paths';
import { CategoryGrid } from './CategoryGrid';
import { FreePlayButton } from '../../components/FreePlayButton';
import { HeroCarousel, type HeroSlide } from './HeroCarousel';

/**
 * Home (spec 2). Sections that need game data (hot games, slots, providers, live streams,
 * matches, winners board) appear once that data exists; until then the page shows only what
 * is true today: the banners, a welcome, the categories and what the site stands for.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { isLogin, member } = useSession();
  const { config, flags } = useSite();

  const slides: HeroSlide[] = [
    isLogin
      ? { scene: 'welcome', prefix: 'home.slides.deposit', url: memberTab('depositv2') }
      : { scene: 'welcome', prefix: 'home.slides.welcome', url: PATHS.register },
    { scene: 'fair', prefix: 'home.slides.fair', url: PATHS.bgs },
    ...(flags.VIP ? [{ scene: 'vip' as const, prefix: 'home.slides.vip', url: PATHS.vip }] : []),
    { scene: 'responsible', prefix: 'home.slides.responsible', url: `${PATHS.help}#responsible` },
  ];

  return (
    <div className="home">
      <HeroCarousel slides={slides} />

      <section className="welcome">
        <div className="welcome__text">
          {isLogin ? (
            <>
              {/* A member whose session began with the first login is new here, not back. */}
              <h1 className="welcome__title">{t(session.get('firstTimeLogin') === '1' ? 'home.welcomeNew' : 'home.welcomeBack', { name: member?.nickname || member?.userName })}</h1>
              <p className="welcome__lead">{t(member?.isTrial ? 'home.welcomeTrialLead' : 'home.welcomeBackLead')}</p>
            </>
          ) : (
            <>
              <h1 className="welcome__title">{t('home.welcomeTitle', { site: config?.siteName ?? '' })}</h1>
              <p className="welcome__lead">{t('home.welcomeLead')}</p>
            </>
          )}
        </div>
        <div className="welcome__actions">
          {isLogin ? (
            <>
              <Link to={memberTab('depositv2')} className="btn btn--primary btn--lg"><Icon name="deposit" size={18} />{t('header.deposit')}</Link>
              <Link to={memberTab('profile')} className="btn btn--ghost btn--lg"><Icon name="user" size={18} />{t('menu.myAccount')}</Link>
            </>
          ) : (
            <>
              <button type="button" className="btn btn--primary btn--lg" onClick={() => ui.open({ kind: 'register' })}>{t('home.joinNow')}</button>
              <button type="button" className="btn btn--ghost btn--lg" onClick={() => ui.open({ kind: 'login' })}>{t('header.login')}</button>
              {flags.FREE_PLAY && <FreePlayButton className="btn btn--link btn--lg" />}
            </>
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="home-cats">
        <h2 id="home-cats" className="section__title">{t('home.categories')}</h2>
        <CategoryGrid />
      </section>

      <section className="section" aria-labelledby="home-why">
        <h2 id="home-why" className="section__title">{t('home.whyTitle')}</h2>
        <div className="features">
          {(['fair', 'secure', 'live', 'support'] as const).map((k) => (
            <article key={k} className="feature">
              <span className="feature__icon"><Icon name={FEATURE_ICONS[k]} size={24} /></span>
              <h3 className="feature__title">{t(`home.why.${k}.title`)}</h3>
              <p className="feature__text">{t(`home.why.${k}.text`)}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}

const FEATURE_ICONS = { fair: 'dice', secure: 'shield', live: 'bolt', support: 'headset' } as const;
