import { queryOptions } from '@tanstack/react-query';
import { type ContractPeriod, type ContractState, type ContractType, type OfferContractRequest, type ProposeTermsRequest, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import type { DirectAction } from './terms';

/** Contract lists and the team's direct downlines per page (the pager and the picker). */
export const PAGE_SIZE = 10;

/**
 * Every contract key starts with the owner (another login never sees them) and sits under one
 * root, so one `contract:changed` push refreshes whichever list, request or preview is on screen.
 */
export const contractsKey = (ownerId: number | undefined) => ['contracts', ownerId] as const;

export interface GivenFilter {
  state?: ContractState;
  type?: ContractType;
}

export const contractQueries = {
  given: (ownerId: number | undefined, filter: GivenFilter, page: number) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'given', filter, page],
      queryFn: ({ signal }) => call(ENDPOINTS.agentContracts, { query: { ...filter, page, pageSize: PAGE_SIZE }, signal }),
      enabled: ownerId !== undefined,
    }),
  received: (ownerId: number | undefined, page: number, pageSize = PAGE_SIZE) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'received', page, pageSize],
      queryFn: ({ signal }) => call(ENDPOINTS.memberContracts, { query: { page, pageSize }, signal }),
      enabled: ownerId !== undefined,
    }),
  consolidated: (ownerId: number | undefined) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'consolidated'],
      queryFn: ({ signal }) => call(ENDPOINTS.memberContractsConsolidated, { signal }),
      enabled: ownerId !== undefined,
    }),
  one: (ownerId: number | undefined, id: number) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'one', id],
      queryFn: ({ signal }) => call(ENDPOINTS.memberContract, { params: { id }, signal }),
    }),
  preview: (ownerId: number | undefined, id: number) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'preview', id],
      queryFn: ({ signal }) => call(ENDPOINTS.memberContractPreview, { params: { id }, signal }),
    }),
  /**
   * The caller's cap per type (GET agentContractLimits): what the offer and change-of-terms forms
   * allow. Under the contracts root, so a contract change (its own rate may have moved) refreshes it.
   */
  limits: (ownerId: number | undefined) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'limits'],
      queryFn: ({ signal }) => call(ENDPOINTS.agentContractLimits, { signal }),
      enabled: ownerId !== undefined,
    }),
  /**
   * Before an offer: the downline team's last finished period of the type and the caller's own
   * rate (GET agentContractOfferPreview); the amounts are worked out on screen at the typed rate.
   */
  offerPreview: (ownerId: number | undefined, downline: string, type: ContractType, period: ContractPeriod | undefined) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'offer-preview', downline, type, period ?? null],
      queryFn: ({ signal }) => call(ENDPOINTS.agentContractOfferPreview, { query: { downline, type, period }, signal }),
      enabled: ownerId !== undefined && downline !== '',
    }),
  /** The caller's direct downlines (the only accounts it may offer a contract to). */
  downlines: (ownerId: number | undefined) =>
    queryOptions({
      queryKey: ['agent', ownerId, 'contract-downlines'],
      queryFn: ({ signal }) => call(ENDPOINTS.agentTeamDownlines, { query: { page: 1, pageSize: 100 }, signal }),
      enabled: ownerId !== undefined,
    }),
};

const ACTION_ROUTES = {
  ACCEPT: ENDPOINTS.memberContractAccept,
  REJECT: ENDPOINTS.memberContractReject,
  WITHDRAW: ENDPOINTS.memberContractWithdraw,
  REQUEST_TERMINATION: ENDPOINTS.memberContractTerminate,
  AGREE_TERMINATION: ENDPOINTS.memberContractAgreeTermination,
  DECLINE_TERMINATION: ENDPOINTS.memberContractDeclineTermination,
  ACCEPT_TERMS: ENDPOINTS.memberContractTermsAccept,
  REJECT_TERMS: ENDPOINTS.memberContractTermsReject,
  WITHDRAW_TERMS: ENDPOINTS.memberContractTermsWithdraw,
} satisfies Record<DirectAction, unknown>;

export const contractsApi = {
  offer: (body: OfferContractRequest) => call(ENDPOINTS.agentContractsPost, { body }),
  act: ({ id, action }: { id: number; action: DirectAction }) => call(ACTION_ROUTES[action], { params: { id } }),
  proposeTerms: ({ id, body }: { id: number; body: ProposeTermsRequest }) => call(ENDPOINTS.memberContractTerms, { params: { id }, body }),
};
