import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { BonusLocksValue } from '../bonus-locks.js';

/** The bonus-locks module's routes (gateway/src/modules/bonus-locks). */
export const BONUS_LOCKS_ROUTES = {
  bonusLocks: { method: 'GET', path: API.bonusLocks, response: BonusLocksValue },
} as const satisfies RouteTable;
