import { Children, isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import type { SwiperProps, SwiperSlideProps } from 'swiper/react';

/**
 * Swiper, started late. The library is about 100 KB of JavaScript (28 KB brotli), more than the
 * rest of the home page together, and the first paint does not need it: a carousel at rest shows
 * its first slide, which is plain markup. So this Swiper first renders that slide in Swiper's own
 * classes (swiper's CSS lays it out exactly as the live carousel will), and loads the library:
 *  - when the first slide is due to change (the autoplay delay; it then advances at once, so
 *    the banners keep the spec's rhythm), or after START_MS when autoplay is off;
 *  - at once when the person reaches for the carousel (pointer, touch or keyboard focus).
 * It is fetched a little ahead of that moment. Same props as swiper/react's Swiper, except that
 * `modules` names the modules (A11y, Autoplay, Pagination below) instead of importing them.
 */
type Lib = typeof import('./swiper-live');

export const A11y = 'A11y';
export const Autoplay = 'Autoplay';
export const Pagination = 'Pagination';
export type SwiperModuleName = typeof A11y | typeof Autoplay | typeof Pagination;

/** When no autoplay says when: the carousel still starts (swipe, bullets) this long after showing. */
const START_MS = 5000;
/** How long before it is needed the library starts to download. */
const PREFETCH_LEAD_MS = 1500;

let lib: Lib | null = null;
let loading: Promise<Lib> | null = null;
function loadSwiper(): Promise<Lib> {
  loading ??= import('./swiper-live').then(
    (l) => (lib = l),
    (e: unknown) => {
      loading = null; // a failed download may be tried again; the first slide stays meanwhile
      throw e;
    },
  );
  return loading;
}

export type LazySwiperProps = Omit<SwiperProps, 'modules' | 'children'> & { modules?: SwiperModuleName[]; children?: ReactNode };

/** A slide: its children, in Swiper's slide element (becomes swiper/react's SwiperSlide once started). */
export function SwiperSlide({ children }: SwiperSlideProps) {
  return <div className="swiper-slide">{children as ReactNode}</div>;
}

export function Swiper({ modules = [], className, children, ...options }: LazySwiperProps) {
  const [started, setStarted] = useState<Lib | null>(lib);
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const advance = useRef(false);
  const autoplay = options.autoplay;
  const autoplayOn = Boolean(autoplay);
  const delay = typeof autoplay === 'object' && autoplay.delay ? autoplay.delay : START_MS;

  useEffect(() => {
    if (started) return;
    const el = root.current;
    let live = true;
    const start = (due: boolean) => {
      loadSwiper().then(
        (l) => {
          if (!live) return;
          live = false;
          // Keyboard focus inside the carousel comes back to the same banner once it is live.
          refocus.current = Boolean(el?.contains(document.activeElement));
          advance.current = due && autoplayOn;
          setStarted(l);
        },
        () => undefined,
      );
    };
    const reach = () => start(false);
    const events = ['pointerenter', 'touchstart', 'focusin'] as const;
    for (const e of events) el?.addEventListener(e, reach, { passive: true });
    const prefetch = setTimeout(() => void loadSwiper().catch(() => undefined), Math.max(0, delay - PREFETCH_LEAD_MS));
    const timer = setTimeout(() => start(true), delay);
    return () => {
      live = false;
      clearTimeout(prefetch);
      clearTimeout(timer);
      for (const e of events) el?.removeEventListener(e, reach);
    };
  }, [started, delay, autoplayOn]);

  if (!started) {
    // Only the first slide: the others would be hidden anyway, and must not take keyboard focus.
    const first = Children.toArray(children)[0];
    return (
      <div ref={root} className={`swiper ${className ?? ''}`}>
        <div className="swiper-wrapper">{first}</div>
      </div>
    );
  }

  const { Swiper: Live, SwiperSlide: LiveSlide } = started;
  return (
    <Live
      {...options}
      className={className}
      modules={modules.map((m) => started.modules[m])}
      onSwiper={(swiper) => {
        options.onSwiper?.(swiper);
        if (advance.current) swiper.slideNext();
        if (refocus.current) swiper.slides[swiper.activeIndex]?.querySelector<HTMLElement>('[tabindex="0"], a[href], button')?.focus();
        advance.current = refocus.current = false;
      }}
    >
      {Children.map(children, (c) => (isValidElement<SwiperSlideProps>(c) && c.type === SwiperSlide ? <LiveSlide {...c.props} /> : c))}
    </Live>
  );
}
