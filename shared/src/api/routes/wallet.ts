import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { IdParams } from '../paging.js';
import { BetDetail, BetRecordPage, BetRecordsQuery, ProfitValue, RecordPage, RecordsQuery } from '../records.js';

/** The wallet module's routes (gateway/src/modules/wallet). */
export const WALLET_ROUTES = {
  recordsAccount: { method: 'GET', path: API.recordsAccount, query: RecordsQuery, response: RecordPage },
  recordsBetting: { method: 'GET', path: API.recordsBetting, query: RecordsQuery, response: RecordPage },
  recordsBonus: { method: 'GET', path: API.recordsBonus, query: RecordsQuery, response: RecordPage },
  recordsRebate: { method: 'GET', path: API.recordsRebate, query: RecordsQuery, response: RecordPage },
  recordsProfit: { method: 'GET', path: API.recordsProfit, query: RecordsQuery, response: ProfitValue },
  recordsRounds: { method: 'GET', path: API.recordsRounds, query: BetRecordsQuery, response: BetRecordPage },
  recordsRound: { method: 'GET', path: API.recordsRound, params: IdParams, response: BetDetail },
  balance: { method: 'GET', path: API.balance, response: Type.Object({ balance: Type.Integer(), currency: Type.String(), version: Type.Integer() }) },
} as const satisfies RouteTable;
