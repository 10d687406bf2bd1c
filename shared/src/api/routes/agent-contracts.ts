import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  ContractConsolidated,
  ContractLimits,
  ContractListQuery,
  ContractPage,
  ContractPreview,
  ContractView,
  OfferContractRequest,
  ProposeTermsRequest,
} from '../agent-contracts.js';
import { IdParams } from '../paging.js';

/** The agent-contracts module's routes (gateway/src/modules/agent-contracts). */
export const AGENT_CONTRACTS_ROUTES = {
  agentContractsPost: { method: 'POST', path: API.agentContracts, body: OfferContractRequest, response: ContractView },
  agentContracts: { method: 'GET', path: API.agentContracts, query: ContractListQuery, response: ContractPage },
  agentContractLimits: { method: 'GET', path: API.agentContractLimits, response: ContractLimits },
  memberContractTerms: { method: 'POST', path: API.memberContractTerms, body: ProposeTermsRequest, params: IdParams, response: ContractView },
  memberContracts: { method: 'GET', path: API.memberContracts, query: ContractListQuery, response: ContractPage },
  memberContractsConsolidated: { method: 'GET', path: API.memberContractsConsolidated, response: ContractConsolidated },
  memberContract: { method: 'GET', path: API.memberContract, params: IdParams, response: ContractView },
  memberContractPreview: { method: 'GET', path: API.memberContractPreview, params: IdParams, response: ContractPreview },
} as const satisfies RouteTable;
