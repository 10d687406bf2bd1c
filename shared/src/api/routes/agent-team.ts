import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  DownlinePage,
  DownlineRow,
  DownlinesQuery,
  RegisterDownlineRequest,
  RemarkRequest,
  RemarkValue,
  TeamActivityPage,
  TeamActivityQuery,
  TeamBetPage,
  TeamBetsQuery,
  TeamOverview,
  TeamOverviewQuery,
  TeamPath,
  TeamProfitPage,
  TeamProfitQuery,
  TeamTransactionPage,
  TeamTransactionsQuery,
  TeamTreePage,
  TeamTreeQuery,
} from '../agent-team.js';
import { AffiliateQuery, AffiliateValue } from '../identity.js';
import { IdParams } from '../paging.js';

/** The agent-team module's routes (gateway/src/modules/agent-team). */
export const AGENT_TEAM_ROUTES = {
  affiliate: { method: 'GET', path: API.affiliate, query: AffiliateQuery, response: AffiliateValue },
  agentTeamDownlines: { method: 'GET', path: API.agentTeamDownlines, query: DownlinesQuery, response: DownlinePage },
  agentTeamPath: { method: 'GET', path: API.agentTeamPath, params: IdParams, response: TeamPath },
  agentTeamTree: { method: 'GET', path: API.agentTeamTree, query: TeamTreeQuery, response: TeamTreePage },
  agentTeamRemark: { method: 'PUT', path: API.agentTeamRemark, body: RemarkRequest, params: IdParams, response: RemarkValue },
  agentTeamRegister: { method: 'POST', path: API.agentTeamRegister, body: RegisterDownlineRequest, response: DownlineRow },
  agentTeamOverview: { method: 'GET', path: API.agentTeamOverview, query: TeamOverviewQuery, response: TeamOverview },
  agentTeamBets: { method: 'GET', path: API.agentTeamBets, query: TeamBetsQuery, response: TeamBetPage },
  agentTeamTransactions: { method: 'GET', path: API.agentTeamTransactions, query: TeamTransactionsQuery, response: TeamTransactionPage },
  agentTeamProfit: { method: 'GET', path: API.agentTeamProfit, query: TeamProfitQuery, response: TeamProfitPage },
  agentTeamActivity: { method: 'GET', path: API.agentTeamActivity, query: TeamActivityQuery, response: TeamActivityPage },
} as const satisfies RouteTable;
