import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { FairStoredRequest, FairStoredValue, FairVerifyRequest, FairVerifyValue } from '../fair.js';

/** The fair module's routes (gateway/src/modules/fair). */
export const FAIR_ROUTES = {
  fairVerify: { method: 'POST', path: API.fairVerify, body: FairVerifyRequest, response: FairVerifyValue },
  fairVerifyStored: { method: 'POST', path: API.fairVerifyStored, body: FairStoredRequest, response: FairStoredValue },
} as const satisfies RouteTable;
