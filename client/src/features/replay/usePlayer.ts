import { useEffect, useReducer } from 'react';
import type { ReplayEvent } from '@wl/shared/core';
import type { MockHeader } from './mockHeader';
import { initialPlayer, playerReducer, wakeIn } from './player';

/** The pure player on the wall clock: one timer for the next due event, nothing else. */
export function usePlayer(events: readonly ReplayEvent[], start: MockHeader) {
  const [state, dispatch] = useReducer(playerReducer, undefined, () => initialPlayer(events, start));

  // New pages or a new range: reload the timeline (the player starts over, paused).
  useEffect(() => dispatch({ type: 'load', events, start }), [events, start]);

  useEffect(() => {
    const wait = wakeIn(state, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => dispatch({ type: 'tick', now: Date.now() }), wait);
    return () => clearTimeout(timer);
  }, [state]);

  return [state, dispatch] as const;
}
