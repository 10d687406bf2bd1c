/** Smooth scrolling unless the person asked the system for reduced motion. */
export function smoothBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
