import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { A11y, Autoplay, Pagination, Swiper, SwiperSlide } from '../../lib/swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import { CAROUSEL } from '@wl/shared/core';
import { BannerArt, type BannerScene } from './BannerArt';

export interface HeroSlide {
  scene: BannerScene;
  /** i18n prefix: <key>.title, <key>.text, <key>.cta */
  prefix: string;
  /** Where a click goes: a route of this site. */
  url: string;
}

/**
 * Home banner carousel with the carousel constants of spec 9: 5000 ms autoplay, 1000 ms speed,
 * looping only with more than 3 slides, 10 px spacing. A click opens the slide's url.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loop = slides.length > CAROUSEL.loopAbove;
  const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t('home.bannersLabel')}>
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        slidesPerView={1}
        spaceBetween={CAROUSEL.spaceBetween}
        speed={reduced ? 0 : CAROUSEL.speedMs}
        loop={loop}
        autoplay={reduced ? false : { delay: CAROUSEL.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        className="hero__swiper"
      >
        {slides.map((s) => (
          <SwiperSlide key={s.prefix}>
            <div
              className="banner"
              role="link"
              tabIndex={0}
              onClick={() => navigate(s.url)}
              onKeyDown={(e) => (e.key === 'Enter' ? navigate(s.url) : undefined)}
            >
              <BannerArt scene={s.scene} />
              <div className="banner__text">
                <p className="banner__eyebrow">{t(`${s.prefix}.eyebrow`)}</p>
                <h2 className="banner__title">{t(`${s.prefix}.title`)}</h2>
                <p className="banner__body">{t(`${s.prefix}.text`)}</p>
                <span className="btn btn--primary banner__cta">{t(`${s.prefix}.cta`)}</span>
              </div>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
