import { queryOptions } from '@tanstack/react-query';
import { type MerchantWalletValue, type RelationTransferRequest, type WalletTransferRequest, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { keyed } from '../../lib/money';
import { session } from '../../lib/storage';

/**
 * The site's wallet mode (GCS_merchantWallet) is kept in session storage under `merchantWallet`:
 * read once per tab session (logout clears it with the other member keys), not on every visit
 * to the transfer tab.
 */
function storedWallet(): MerchantWalletValue | undefined {
  try {
    const v = JSON.parse(session.get('merchantWallet') ?? 'null') as MerchantWalletValue | null;
    return v && typeof v.isSingle === 'boolean' ? v : undefined;
  } catch {
    return undefined;
  }
}
async function loadWallet(signal: AbortSignal): Promise<MerchantWalletValue> {
  const v = await call(ENDPOINTS.merchantWallet, { signal });
  session.set('merchantWallet', JSON.stringify(v));
  return v;
}

export const transferApi = {
  walletTransfer: (body: WalletTransferRequest, key: string) => call(ENDPOINTS.walletTransfer, { body, headers: keyed(key) }),
  relationTransfer: (body: RelationTransferRequest, key: string) => call(ENDPOINTS.transferRelation, { body, headers: keyed(key) }),
};

/** Keys start with the member's id, so one member's wallets never show for the next. */
export const transferKeys = {
  funds: (memberId: number | undefined) => ['member', memberId, 'funds'] as const,
  targets: (memberId: number | undefined) => ['member', memberId, 'transferTargets'] as const,
};

export const transferQueries = {
  mode: (memberId: number | undefined) =>
    queryOptions({
      queryKey: ['member', memberId, 'merchantWallet'],
      queryFn: ({ signal }) => loadWallet(signal),
      initialData: storedWallet,
      enabled: memberId !== undefined,
      // The site's wallet mode changes rarely (merchant wallet info is cached).
      staleTime: 5 * 60_000,
    }),
  funds: (memberId: number | undefined) =>
    queryOptions({
      queryKey: transferKeys.funds(memberId),
      queryFn: ({ signal }) => call(ENDPOINTS.consolidatedFunds, { signal }),
      enabled: memberId !== undefined,
    }),
  targets: (memberId: number | undefined, q: string, page: number) =>
    queryOptions({
      queryKey: [...transferKeys.targets(memberId), q, page],
      queryFn: ({ signal }) => call(ENDPOINTS.transferTargets, { query: { q: q || undefined, page, pageSize: 10 }, signal }),
      enabled: memberId !== undefined,
    }),
};
