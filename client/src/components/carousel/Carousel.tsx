import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import type { CarouselProps, Handover } from './props';
import './carousel.css';

const loadLive = () => import('./LiveCarousel');
const LiveCarousel = lazy(loadLive);

/** Without autoplay to say when, the live carousel (swipe, arrows) starts this long after showing. */
const START_MS = 5000;
/** How long before it is needed the library starts to download. */
const PREFETCH_LEAD_MS = 1500;

/**
 * A carousel that costs nothing on the first load (docs/BENCHMARKS.md): the slides render as a
 * static row in swiper's own geometry (same widths and gaps, see carousel.css), and swiper (its
 * own chunk, about 100 KB raw) replaces the row only when it is needed: when the first autoplay
 * step is due (fetched a little ahead), after START_MS without autoplay, or at once when the
 * person reaches for the carousel (pointer, touch, keyboard focus, which is carried over).
 * Nothing moves when it does.
 */
export function Carousel(props: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const handover = useLateStart(root, props.rules.autoplayMs);
  const style = { '--per-view': props.rules.perView, '--gap': `${props.rules.gap}px` } as CSSProperties;
  const still = (
    <div className="carousel__static" style={style}>
      {props.slides.map((s, i) => (
        <div key={i} className="carousel__slide">
          {s}
        </div>
      ))}
    </div>
  );
  return (
    <div
      ref={root}
      className={`carousel ${props.className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={props.label}
      data-testid={props.testId}
      data-few={props.rules.perView < 6 ? '' : undefined}
      style={style}
    >
      {handover ? (
        <Suspense fallback={still}>
          <LiveCarousel {...props} handover={handover} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}

function useLateStart(root: RefObject<HTMLDivElement | null>, autoplayMs: number | null): Handover | null {
  const [handover, setHandover] = useState<Handover | null>(null);
  useEffect(() => {
    if (handover) return;
    const el = root.current;
    let live = true;
    const start = (due: boolean) => {
      loadLive().then(
        () => {
          if (!live) return;
          live = false;
          const slide = document.activeElement?.closest('.carousel__slide');
          const focusSlide = slide && el?.contains(slide) ? [...slide.parentElement!.children].indexOf(slide) : null;
          setHandover({ focusSlide, advance: due && autoplayMs !== null });
        },
        () => undefined,
      ); // a failed download leaves the static row; the next reach tries again
    };
    const reach = () => start(false);
    const events = ['pointerenter', 'touchstart', 'focusin'] as const;
    for (const e of events) el?.addEventListener(e, reach, { passive: true });
    const delay = autoplayMs ?? START_MS;
    const prefetch = setTimeout(() => void loadLive().catch(() => undefined), Math.max(0, delay - PREFETCH_LEAD_MS));
    const timer = setTimeout(() => start(true), delay);
    return () => {
      live = false;
      clearTimeout(prefetch);
      clearTimeout(timer);
      for (const e of events) el?.removeEventListener(e, reach);
    };
  }, [handover, root, autoplayMs]);
  return handover;
}
