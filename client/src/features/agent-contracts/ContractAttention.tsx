import { Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { ContractRequest } from '@wl/shared/core';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { useSite } from '../../stores/site';
import { useUi } from '../../stores/ui';
import { createStore, useStore } from '../../lib/store';
import { session } from '../../lib/storage';
import { PATHS } from '../../lib/paths';
import { lazy } from '../../lib/chunks';
import { contractQueries, contractsKey } from './contractsApi';

// The modal (and the contract machine with it) loads only when something waits for an answer,
// with the texts the first page does not carry (lib/chunks.ts): it can open over the home page.
const ContractModal = lazy(() => import('./ContractModal'));

/** Requests closed with "later": not shown again in this page session (a new request on the same contract is). */
const dismissed = createStore<ReadonlySet<string>>(new Set());
const keyOf = (ownerId: number, r: ContractRequest) => `${ownerId}:${r.id}:${r.kind}`;
export const dismissRequest = (ownerId: number, r: ContractRequest) => dismissed.set((s) => new Set(s).add(keyOf(ownerId, r)));

/**
 * After login, and whenever `contract:changed` arrives, the
 * contract/consolidated info says what waits for this account's answer (an upline's offer or its
 * request to end a contract); the oldest is shown in the contract modal, the rest queue behind
 * it. Also the one place `contract:changed` refreshes every contract query of the session, so
 * the agent's list and the member-centre section update live too.
 */
export function ContractAttention() {
  const { isLogin, isTrial, member } = useSession();
  const { pathname } = useLocation();
  const { modal } = useUi();
  const { flags } = useSite();
  const ownerId = member?.id;
  // Contract data loads for logged-in, non-trial accounts when the site's agent policy is on.
  const on = flags.AGENT_POLICY && isLogin && !isTrial && ownerId !== undefined && !pathname.startsWith(PATHS.support);
  useEffect(() => (on ? onEvent('contract:changed', contractsKey(ownerId)) : undefined), [on, ownerId]);
  const query = useQuery({ ...contractQueries.consolidated(ownerId), enabled: on });
  const hidden = useStore(dismissed);

  useEffect(() => {
    // The session key `consolidated`: this query is its only source (one request per login and per change).
    if (query.data) session.set('consolidated', JSON.stringify(query.data));
  }, [query.data]);

  if (!on || !query.data) return null;
  const waiting = query.data.requests.filter((r) => !hidden.has(keyOf(ownerId, r)));
  const first = waiting[0];
  // Another popup (login, password change, a game) has the floor: this waits. A confirmation
  // dialog opens above this modal (DialogLayer), so it does not hide it.
  if (!first || modal) return null;
  return (
    <Suspense fallback={null}>
      <ContractModal ownerId={ownerId} request={first} more={waiting.length - 1} onDismiss={() => dismissRequest(ownerId, first)} />
    </Suspense>
  );
}
