import { useEffect, useState } from 'react';

/**
 * True once the element matching `selector` has come within `margin` of the screen (and stays
 * true): what is far below the fold asks for its data when the person scrolls towards it, not
 * with the first page.
 */
export function useInView(selector: string, ready = true, margin = '200px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !ready) return undefined;
    const el = document.querySelector(selector);
    if (!el || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [selector, ready, margin, seen]);
  return seen;
}
