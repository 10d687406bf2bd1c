import { Suspense, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../session/session';
import { tabs } from '../../session/session-tabs';
import { lazy } from '../../lib/chunks';
import { realityKey, realityQuery } from './responsibleApi';

/** The timer, the machine and the dialog load only for a member who turned the reality check on. */
const RealityCheckRunner = lazy(() => import('./RealityCheckRunner'));

/**
 * The reality check (docs/RESPONSIBLE.md "Reality check") on every page of the shell, game pages
 * included: reads this session's setting once, and follows other tabs' answers and settings.
 */
export function RealityCheckHost() {
  const { member, isLogin, isTrial } = useSession();
  const memberId = member?.id;
  const real = isLogin && !isTrial;
  const query = useQuery({ ...realityQuery(memberId), enabled: real && memberId !== undefined });
  const queries = useQueryClient();
  const refresh = () => void queries.invalidateQueries({ queryKey: realityKey(memberId) });
  useEffect(() => tabs.on('reality', () => void queries.invalidateQueries({ queryKey: realityKey(memberId) })), [queries, memberId]);
  const state = query.data;
  if (!real || !state || state.intervalSeconds === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckRunner state={state} refresh={refresh} />
    </Suspense>
  );
}
