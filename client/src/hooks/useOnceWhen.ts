import { useEffect, useRef } from 'react';

/**
 * Runs `run` the first time `ready` turns true, and never again for this component: a
 * machine's final state (logged in, registered, email sent) must close popups and navigate
 * once, however often the snapshot re-renders afterwards.
 */
export function useOnceWhen(ready: boolean, run: () => void) {
  const done = useRef(false);
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    latest.current();
  }, [ready]);
}
