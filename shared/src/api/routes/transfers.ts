import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { IdempotencyHeaders } from '../money.js';
import {
  ConsolidatedFunds,
  MerchantWalletValue,
  RelationTransferRequest,
  RelationTransferValue,
  TransferTargetsQuery,
  TransferTargetsValue,
  TransferValue,
  WalletTransferRequest,
} from '../transfer.js';

/** The transfers module's routes (gateway/src/modules/transfers). */
export const TRANSFERS_ROUTES = {
  merchantWallet: { method: 'GET', path: API.merchantWallet, response: MerchantWalletValue },
  consolidatedFunds: { method: 'GET', path: API.consolidatedFunds, response: ConsolidatedFunds },
  walletTransfer: { method: 'POST', path: API.walletTransfer, body: WalletTransferRequest, headers: IdempotencyHeaders, response: TransferValue },
  transferTargets: { method: 'GET', path: API.transferTargets, query: TransferTargetsQuery, response: TransferTargetsValue },
  transferRelation: { method: 'POST', path: API.transferRelation, body: RelationTransferRequest, headers: IdempotencyHeaders, response: RelationTransferValue },
} as const satisfies RouteTable;
