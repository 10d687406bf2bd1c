import { useSyncExternalStore } from 'react';

/** Under 768 px: the phone layout (drawer menu, tab bar, games first on the home page). */
const PHONE = '(max-width: 767.98px)';

function subscribe(cb: () => void) {
  const mq = window.matchMedia(PHONE);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
}
const isPhone = () => window.matchMedia(PHONE).matches;

export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
