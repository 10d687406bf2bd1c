import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createActor, fromPromise, type Actor } from 'xstate';
import { realityCheckMachine, realityCheckOpen, type RealityCheckSnapshot, type RealityFigures } from '@wl/machines';
import { endSession } from '../../session/session';
import { tabs } from '../../session/session-tabs';
import { PATHS } from '../../lib/paths';
import { RealityCheckDialog } from './RealityCheckDialog';
import { realityDueIn, responsibleApi, type RealityState } from './responsibleApi';

const figuresOf = (s: RealityState): RealityFigures => ({
  sessionMs: Date.parse(s.serverTime) - Date.parse(s.sessionStartedAt),
  currency: s.currency,
  bets: s.bets,
  wins: s.wins,
  net: s.net,
});

/**
 * Runs the reality-check machine (machines/src/reality-check.ts) for this tab: the wait comes
 * from the server's anchor and clock, the figures are read fresh when a check falls due, an
 * answer goes to the server and to the other tabs, and stop signs out everywhere.
 */
export default function RealityCheckRunner({ state, refresh }: { state: RealityState; refresh(): void }) {
  // Refs: the actor lives as long as the page, not one route (navigate changes with the location).
  const nav = useNavigate();
  const navigate = useRef(nav);
  navigate.current = nav;
  const reread = useRef(refresh);
  reread.current = refresh;
  const [snapshot, setSnapshot] = useState<RealityCheckSnapshot | null>(null);
  const actor = useRef<Actor<typeof realityCheckMachine> | null>(null);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    const s = latest.current;
    const a = createActor(
      realityCheckMachine.provide({
        actors: {
          loadFigures: fromPromise(async () => figuresOf(await responsibleApi.reality())),
          sendAnswer: fromPromise<unknown, { answer: 'continue' | 'stop' }>(async ({ input }) => {
            await responsibleApi.answerReality(input.answer);
            if (input.answer !== 'continue') return;
            // The other tabs close their dialog and count from this answer too; this tab re-reads
            // the new anchor, so a remount later counts from it as well.
            tabs.post({ type: 'reality' });
            reread.current();
          }),
        },
        actions: {
          signOut: () => {
            endSession();
            navigate.current(PATHS.home);
          },
        },
      }),
      { input: { intervalMs: s.intervalSeconds === null ? null : s.intervalSeconds * 1000, dueInMs: realityDueIn(s) } },
    );
    a.subscribe(setSnapshot);
    a.start();
    actor.current = a;
    return () => {
      a.stop();
    };
  }, []);

  // A new interval, or another tab's answer (a new anchor): the wait starts again from there.
  const configured = useRef(`${state.anchorAt}|${state.intervalSeconds}`);
  useEffect(() => {
    const key = `${state.anchorAt}|${state.intervalSeconds}`;
    if (key === configured.current) return;
    configured.current = key;
    actor.current?.send({ type: 'CONFIGURE', intervalMs: state.intervalSeconds === null ? null : state.intervalSeconds * 1000, dueInMs: realityDueIn(state) });
  }, [state]);

  if (!snapshot || !realityCheckOpen(snapshot)) return null;
  const { figures, error } = snapshot.context;
  return (
    <RealityCheckDialog
      figures={figures}
      // Without figures (the read failed) the session time still shows, from this tab's copy.
      sessionMs={figures?.sessionMs ?? figuresOf(state).sessionMs + (Date.now() - state.receivedAt)}
      error={error}
      busy={snapshot.hasTag('busy')}
      onContinue={() => actor.current?.send({ type: 'CONTINUE' })}
      onStop={() => actor.current?.send({ type: 'STOP' })}
    />
  );
}
