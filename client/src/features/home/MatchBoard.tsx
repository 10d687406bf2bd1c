import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CAROUSEL, type HotMatch } from '@wl/shared/core';
import { Carousel } from '../../components/carousel/Carousel';
import { Icon } from '../../components/Icon';
import { formatDateTime } from '../../lib/format';
import { PATHS } from '../../lib/paths';

/** Hot sports matches: three in view; arrows and page bullets only above 3 matches. */
export function MatchBoard({ matches }: { matches: HotMatch[] | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = { perView: 3, gap: CAROUSEL.homeGap, loop: false, autoplayMs: null, speedMs: 400 };
  const slides = (matches ?? []).map((m) => (
    <article key={m.id} className="match" data-testid="match">
      <header className="match__head">
        <span className="match__league">{m.title}</span>
        <time className="match__time" dateTime={m.matchTime}>
          {formatDateTime(new Date(m.matchTime))}
        </time>
      </header>
      <div className="match__teams">
        <Team name={m.homeTeam} image={m.homeTeamImageUrl} />
        <span className="match__vs" aria-hidden="true">
          VS
        </span>
        <Team name={m.awayTeam} image={m.awayTeamImageUrl} />
      </div>
      <button
        type="button"
        className="btn btn--primary btn--sm match__bet"
        onClick={() => navigate(`${PATHS.sports}?match=${m.id}`)}
        aria-label={t('home.betOn', { home: m.homeTeam, away: m.awayTeam })}
      >
        {t('home.betNow')}
      </button>
    </article>
  ));
  return (
    <section className="home-section" aria-labelledby="home-matches" data-testid="matches" aria-busy={matches === null || undefined}>
      <div className="home-section__head">
        <h2 id="home-matches" className="section__title">
          <Icon name="sports" size={20} />
          {t('home.hotMatches')}
        </h2>
      </div>
      {matches === null ? (
        <div className="carousel" data-few="" style={{ ['--per-view' as string]: 3, ['--gap' as string]: `${CAROUSEL.homeGap}px` }}>
          <div className="carousel__static" role="status" aria-label={t('common.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="carousel__slide">
                <div className="match match--skeleton" aria-hidden="true" />
              </div>
            ))}
          </div>
        </div>
      ) : slides.length === 0 ? (
        <div className="home-empty">
          <div className="carousel" data-few="" style={{ ['--per-view' as string]: 3, ['--gap' as string]: `${CAROUSEL.homeGap}px` }} aria-hidden="true">
            <div className="carousel__static">
              <div className="carousel__slide">
                <div className="match match--skeleton" />
              </div>
            </div>
          </div>
          <p className="home-section__empty">{t('home.noMatches')}</p>
        </div>
      ) : (
        <Carousel label={t('home.hotMatches')} rules={rules} slides={slides} controls={slides.length > CAROUSEL.loopAbove} className="matches" />
      )}
    </section>
  );
}

function Team({ name, image }: { name: string; image: string }) {
  return (
    <span className="match__team">
      <img className="match__crest" src={image} alt="" width={48} height={56} loading="lazy" decoding="async" />
      <span className="match__name">{name}</span>
    </span>
  );
}
