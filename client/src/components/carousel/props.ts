import type { ReactNode } from 'react';
import type { CarouselRules } from './rules';

/**
 * What the carousel and its live stand-in (swiper, loaded later) both take: apart from both, so
 * the lazily loaded half imports no module of the half that loads it.
 */
export interface CarouselProps {
  label: string;
  rules: CarouselRules;
  /** One node per slide, each with its own key. */
  slides: ReactNode[];
  /** Arrows and page bullets (the hot-match board shows them above 3 matches). */
  controls?: boolean;
  className?: string;
  testId?: string;
}

/** How the live carousel takes over from the static row (LiveCarousel reads it once, on start). */
export interface Handover {
  /** The slide keyboard focus was on in the static row, to focus again. */
  focusSlide: number | null;
  /** Started because the first autoplay step was due: take that step at once. */
  advance: boolean;
}
