import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { EventPayloads, EventType } from '@wl/shared';
import { ApiError } from './http';
import { onLiveEvent } from '../stores/live';

/**
 * Server data goes through one TanStack Query cache (docs/ARCHITECTURE.md, "Server data"). Pages
 * ask for data with useQuery and change it with useMutation; they never keep loading flags,
 * abort controllers or caches of their own. Pushed realtime events reach the cache through
 * `onEvent` below, so a page showing something an event changes is refreshed without a poll.
 */

/** How long an answer counts as fresh: switching tabs and back within it asks the gateway nothing. */
export const STALE_MS = 30_000;
const MAX_RETRIES = 2;
/**
 * The only failures worth asking again: the link or the server hiccuped. Every other envelope
 * code is the gateway's considered answer (TOKEN_INVALID, VALIDATION_FAILED, NOT_FOUND, ...) and
 * would come back the same, so a retry would only delay the message.
 */
const TRANSIENT_CODES = new Set(['INTERNAL', 'REQUEST_TIMEOUT']);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && error instanceof ApiError && TRANSIENT_CODES.has(error.code);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        retry: shouldRetry,
        // Pushed events keep what matters current; refetching every open list whenever staff
        // switch windows would be a request storm for nothing.
        refetchOnWindowFocus: false,
      },
      // A write is never repeated behind the person's back.
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; the provider in App.tsx hands it to every page. */
export const queryClient = createQueryClient();

/** The queries an event makes stale: a fixed key, or one computed from the payload (null: none). */
export type EventQueryKey<T extends EventType> = QueryKey | ((payload: EventPayloads[T]) => QueryKey | null);

/**
 * Marks the queries under `key` stale whenever a pushed event of `type` arrives; those on
 * screen refetch at once, the others when next shown. A feature registers the events its own
 * queries depend on, next to those queries, so a new event or query never edits a central
 * switch. With `update`, the cached value is patched from the payload instead (no request).
 * Returns the unsubscribe function.
 */
export function onEvent<T extends EventType, V = unknown>(
  type: T,
  key: EventQueryKey<T>,
  update?: (cached: V | undefined, payload: EventPayloads[T]) => V | undefined,
  client: QueryClient = queryClient,
): () => void {
  return onLiveEvent(type, (payload) => {
    const queryKey = typeof key === 'function' ? key(payload) : key;
    if (!queryKey) return;
    if (update) client.setQueriesData<V>({ queryKey }, (cached) => update(cached, payload));
    else void client.invalidateQueries({ queryKey });
  });
}
