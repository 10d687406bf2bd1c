import { useEffect, useRef } from 'react';
import type { WinnerEntry } from '@wl/shared/core';

/**
 * The winners board as the gateway pushes it (`winners:updated`, a broadcast to every signed-in
 * page of the site, not a logged per-member event). The socket publishes here; the home page's
 * board listens and replaces its list, so members see new big wins without polling.
 */
type Listener = (list: WinnerEntry[]) => void;
const listeners = new Set<Listener>();

export function publishWinners(list: WinnerEntry[]) {
  for (const l of [...listeners]) l(list);
}

export function useWinnersPush(listener: Listener) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const l: Listener = (list) => latest.current(list);
    listeners.add(l);
    return () => void listeners.delete(l);
  }, []);
}
