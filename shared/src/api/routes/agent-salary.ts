import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { PayoutBetPage, PayoutBetsQuery, PayoutListQuery, PayoutPage, RealtimeSalaryNow, RevenueQuery, RevenueReport, SalaryFlags } from '../agent-salary.js';
import { IdParams } from '../paging.js';

/** The agent-salary module's routes (gateway/src/modules/agent-salary). */
export const AGENT_SALARY_ROUTES = {
  agentSalaryFlags: { method: 'GET', path: API.agentSalaryFlags, response: SalaryFlags },
  agentSalaryPayouts: { method: 'GET', path: API.agentSalaryPayouts, query: PayoutListQuery, response: PayoutPage },
  agentSalaryPayoutBets: { method: 'GET', path: API.agentSalaryPayoutBets, query: PayoutBetsQuery, params: IdParams, response: PayoutBetPage },
  agentSalaryRealtime: { method: 'GET', path: API.agentSalaryRealtime, response: RealtimeSalaryNow },
  agentRevenue: { method: 'GET', path: API.agentRevenue, query: RevenueQuery, response: RevenueReport },
} as const satisfies RouteTable;
