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
  OfferPreview,
  OfferPreviewQuery,
  ProcessContractRequest,
  ProposeTermsRequest,
} from '../agent-contracts.js';
import { IdParams } from '../paging.js';

/** The agent-contracts module's routes (gateway/src/modules/agent-contracts). */
export const AGENT_CONTRACTS_ROUTES = {
  agentContractsPost: { method: 'POST', path: API.agentContracts, body: OfferContractRequest, response: ContractView },
  agentContracts: { method: 'GET', path: API.agentContracts, query: ContractListQuery, response: ContractPage },
  agentContractLimits: { method: 'GET', path: API.agentContractLimits, response: ContractLimits },
  agentContractOfferPreview: { method: 'GET', path: API.agentContractOfferPreview, query: OfferPreviewQuery, response: OfferPreview },
  memberContractTerms: { method: 'POST', path: API.memberContractTerms, body: ProposeTermsRequest, params: IdParams, response: ContractView },
  memberContracts: { method: 'GET', path: API.memberContracts, query: ContractListQuery, response: ContractPage },
  memberContractsConsolidated: { method: 'GET', path: API.memberContractsConsolidated, response: ContractConsolidated },
  memberContract: { method: 'GET', path: API.memberContract, params: IdParams, response: ContractView },
  memberContractPreview: { method: 'GET', path: API.memberContractPreview, params: IdParams, response: ContractPreview },
  memberContractAccept: { method: 'POST', path: API.memberContractAccept, params: IdParams, response: ContractView },
  memberContractReject: { method: 'POST', path: API.memberContractReject, params: IdParams, response: ContractView },
  memberContractWithdraw: { method: 'POST', path: API.memberContractWithdraw, params: IdParams, response: ContractView },
  memberContractTerminate: { method: 'POST', path: API.memberContractTerminate, params: IdParams, response: ContractView },
  memberContractAgreeTermination: { method: 'POST', path: API.memberContractAgreeTermination, params: IdParams, response: ContractView },
  memberContractDeclineTermination: { method: 'POST', path: API.memberContractDeclineTermination, params: IdParams, response: ContractView },
  memberContractTermsAccept: { method: 'POST', path: API.memberContractTermsAccept, params: IdParams, response: ContractView },
  memberContractTermsReject: { method: 'POST', path: API.memberContractTermsReject, params: IdParams, response: ContractView },
  memberContractTermsWithdraw: { method: 'POST', path: API.memberContractTermsWithdraw, params: IdParams, response: ContractView },
  // Dividend and daily salary answer GET (the original API's method, `action` in the query) and
  // POST (the body) alike; hourly and real-time salary take POST only.
  dividendReq: { method: 'GET', path: API.dividendReq, query: ProcessContractRequest, response: ContractView },
  dividendReqPost: { method: 'POST', path: API.dividendReq, body: ProcessContractRequest, response: ContractView },
  dailySalaryReq: { method: 'GET', path: API.dailySalaryReq, query: ProcessContractRequest, response: ContractView },
  dailySalaryReqPost: { method: 'POST', path: API.dailySalaryReq, body: ProcessContractRequest, response: ContractView },
  hourSalaryReq: { method: 'POST', path: API.hourSalaryReq, body: ProcessContractRequest, response: ContractView },
  realtimeSalaryReq: { method: 'POST', path: API.realtimeSalaryReq, body: ProcessContractRequest, response: ContractView },
} as const satisfies RouteTable;
