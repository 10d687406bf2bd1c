import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperCore } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { directionOf } from '../../i18n/catalog';
import { Icon } from '../Icon';
import type { CarouselProps, Handover } from './props';
import { BREAKPOINT_WIDTHS, perViewAt } from './rules';

const reducedMotion = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/** The live swiper behind Carousel (loaded on its own): the rules of rules.ts, arrows of our own. */
export default function LiveCarousel({ rules, slides, controls, label, handover }: CarouselProps & { handover: Handover }) {
  const { t, i18n } = useTranslation();
  // Swiper reads the direction once, when it starts: a switch to or from Arabic starts it again.
  const dir = directionOf(i18n.language);
  const [swiper, setSwiper] = useState<SwiperCore | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const still = reducedMotion();
  const breakpoints = Object.fromEntries(BREAKPOINT_WIDTHS.map((w) => [w, { slidesPerView: perViewAt(w, rules.perView) }]));
  const track = (s: SwiperCore) => setEdges({ start: s.isBeginning, end: s.isEnd });
  return (
    <div className="carousel__live">
      <Swiper
        key={dir}
        dir={dir}
        modules={[A11y, Autoplay, Keyboard, ...(controls ? [Pagination] : [])]}
        breakpoints={breakpoints}
        slidesPerView={perViewAt(0, rules.perView)}
        spaceBetween={rules.gap}
        loop={rules.loop}
        speed={still ? 0 : rules.speedMs}
        autoplay={rules.autoplayMs && !still ? { delay: rules.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={controls ? { clickable: true } : false}
        a11y={{ containerRoleDescriptionMessage: 'carousel', slideRole: 'group' }}
        onSwiper={(s) => {
          setSwiper(s);
          track(s);
          // Take over where the static row was: the due autoplay step, and keyboard focus.
          if (handover.advance) s.slideNext();
          if (handover.focusSlide !== null) {
            const slide = s.slides.find((el) => Number(el.dataset.swiperSlideIndex ?? s.slides.indexOf(el)) === handover.focusSlide);
            slide?.querySelector<HTMLElement>('a[href], button, [tabindex="0"]')?.focus();
          }
        }}
        onSlideChange={track}
        onResize={track}
      >
        {slides.map((s, i) => (
          <SwiperSlide key={i}>{s}</SwiperSlide>
        ))}
      </Swiper>
      {controls && (
        <div className="carousel__arrows">
          <button
            type="button"
            className="carousel__arrow"
            onClick={() => swiper?.slidePrev()}
            disabled={!rules.loop && edges.start}
            aria-label={t('home.carousel.prev', { label })}
          >
            <Icon name="chevronRight" size={18} className="carousel__flip" />
          </button>
          <button
            type="button"
            className="carousel__arrow"
            onClick={() => swiper?.slideNext()}
            disabled={!rules.loop && edges.end}
            aria-label={t('home.carousel.next', { label })}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
