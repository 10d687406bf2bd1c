import { CAROUSEL } from '@wl/shared/core';

/**
 * The banner carousel's rules as numbers a carousel and its static stand-in share, so the page looks the same before and after swiper.
 */
export interface CarouselRules {
  /** Slides in view on a wide screen; narrower screens show fewer (BREAKPOINTS). */
  perView: number;
  gap: number;
  /** Loop and autoplay: only with more than CAROUSEL.loopAbove slides. */
  loop: boolean;
  autoplayMs: number | null;
  speedMs: number;
}

/** Banners: one per view for LIVE and SPORTS, three otherwise; loop and autoplay above 3 banners. */
export function bannerRules(count: number, gameType?: string): CarouselRules {
  const moving = count > CAROUSEL.loopAbove;
  return {
    perView: gameType === 'LIVE' || gameType === 'SPORTS' ? 1 : 3,
    gap: CAROUSEL.spaceBetween,
    loop: moving,
    autoplayMs: moving ? CAROUSEL.autoplayMs : null,
    speedMs: CAROUSEL.speedMs,
  };
}

/** Home rails (games, providers, videos, pages): 6.5 slides, 16 px apart, moved by the person only. */
export function homeRailRules(): CarouselRules {
  return { perView: CAROUSEL.homeSlides, gap: CAROUSEL.homeGap, loop: false, autoplayMs: null, speedMs: 400 };
}

/**
 * Slides in view by screen width: the full figure (perView: 6.5 for home rails) from 1024 px up, a
 * laptop with the side menu included; fewer on tablets and phones, where 6.5 would make slides too
 * small to read or touch (a 390 px phone would get 45 px tiles). The CSS stand-in (carousel.css)
 * uses the same widths.
 */
export function perViewAt(width: number, perView: number): number {
  if (perView <= 1) return 1;
  if (width < 600) return perView >= 6 ? 2.3 : 1.15;
  if (width < 1024) return perView >= 6 ? 4.5 : Math.min(perView, 2);
  return perView;
}
export const BREAKPOINT_WIDTHS = [0, 600, 1024] as const;
