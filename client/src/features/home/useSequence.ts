import { useCallback, useEffect, useState } from 'react';

/** The home lists load one after another, 500 ms apart. */
export const HOME_LIST_GAP_MS = 500;

export interface Sequence {
  /** Lists 0..stage may load. */
  stage: number;
  key: string;
  advance(from: number): void;
}

/**
 * Which of the home lists may load now. A change of `restartKey` (the language) starts again
 * from the first list, during render, so no list of the new language loads early.
 */
export function useSequence(restartKey: string): Sequence {
  const [state, setState] = useState({ stage: 0, key: restartKey });
  if (state.key !== restartKey) setState({ stage: 0, key: restartKey });
  const stage = state.key === restartKey ? state.stage : 0;
  const advance = useCallback((from: number) => setState((s) => (s.key === restartKey && s.stage === from ? { ...s, stage: from + 1 } : s)), [restartKey]);
  return { stage, key: restartKey, advance };
}

/** Lets list i+1 start HOME_LIST_GAP_MS after list i settled (loaded or failed). */
export function useAdvanceWhenSettled(seq: Sequence, settled: boolean[]) {
  const { stage, key, advance } = seq;
  const ready = settled[stage] === true && stage < settled.length - 1;
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => advance(stage), HOME_LIST_GAP_MS);
    return () => clearTimeout(timer);
  }, [ready, stage, key, advance]);
}
