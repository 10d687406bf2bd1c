import { infiniteQueryOptions } from '@tanstack/react-query';
import { API, REPLAY_PAGE_MAX, ENDPOINTS } from '@wl/shared/core';
import { ApiError, fillPath } from '../../api/http';
import { callStaff, staffToken } from '../../console-kit/staffApi';

export interface ReplayParams {
  from: string;
  to: string;
  types: string[];
}

const query = (p: ReplayParams) => ({ from: p.from, to: p.to, types: p.types.length ? p.types.join(',') : undefined });

/** The range page by page (REPLAY_PAGE_MAX each), under the account's key so sign-out drops it. */
export const replayQuery = (accountId: number, p: ReplayParams) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'account', accountId, 'replay', p],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callStaff(ENDPOINTS.staffAccountEvents, { params: { id: accountId }, query: { ...query(p), afterSeq: pageParam, limit: REPLAY_PAGE_MAX }, signal }),
    getNextPageParam: (last) => last.nextAfterSeq ?? undefined,
    // A replay is a record of the past: nothing to refetch while staff watch it.
    staleTime: Infinity,
  });

/**
 * The export is a file, not an envelope, so it is fetched here rather than through the app's
 * client; a refusal still arrives as an envelope and becomes the usual ApiError.
 */
export async function downloadExport(accountId: number, p: ReplayParams): Promise<void> {
  const q = new URLSearchParams(Object.entries(query(p)).filter((e): e is [string, string] => e[1] !== undefined));
  const token = staffToken.get();
  let res: Response;
  try {
    res = await fetch(`${fillPath(API.staffAccountEventsExport, { id: accountId })}?${q}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('INTERNAL', 'Network link is abnormal, please try again');
  }
  if (!res.ok) {
    const env = (await res.json().catch(() => null)) as { code?: string; message?: string; value?: unknown } | null;
    throw new ApiError(env?.code ?? 'INTERNAL', env?.message ?? `HTTP ${res.status}`, env?.value);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `events-${accountId}.json`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
