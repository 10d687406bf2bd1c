import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { smoothBehavior } from '../lib/motion';

/** Navigation scrolls to the top, or to the hash anchor when there is one. */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!hash) return;
    }
    if (hash) {
      // The target may be in a lazy page that renders a moment later.
      const id = decodeURIComponent(hash.slice(1));
      let tries = 0;
      const find = () => {
        const el = document.getElementById(id);
        if (el) el.scrollIntoView({ behavior: smoothBehavior(), block: 'start' });
        else if (tries++ < 20) timer = window.setTimeout(find, 50);
      };
      let timer = window.setTimeout(find, 0);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo({ top: 0, behavior: smoothBehavior() });
    return undefined;
  }, [pathname, search, hash]);
  return null;
}
