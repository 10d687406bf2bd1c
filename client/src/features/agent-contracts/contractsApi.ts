import { queryOptions } from '@tanstack/react-query';
import {
  API,
  type ContractConsolidated,
  type ContractLimits,
  type ContractPage,
  type ContractPreview,
  type ContractState,
  type ContractType,
  type ContractView,
  type DownlinePage,
  type OfferContractRequest,
  type ProposeTermsRequest,
} from '@wl/shared/core';
import { request, withId } from '../../api/http';
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
      queryFn: ({ signal }) => request<ContractPage>(API.agentContracts, { query: { ...filter, page, pageSize: PAGE_SIZE }, signal }),
      enabled: ownerId !== undefined,
    }),
  received: (ownerId: number | undefined, page: number, pageSize = PAGE_SIZE) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'received', page, pageSize],
      queryFn: ({ signal }) => request<ContractPage>(API.memberContracts, { query: { page, pageSize }, signal }),
      enabled: ownerId !== undefined,
    }),
  consolidated: (ownerId: number | undefined) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'consolidated'],
      queryFn: ({ signal }) => request<ContractConsolidated>(API.memberContractsConsolidated, { signal }),
      enabled: ownerId !== undefined,
    }),
  one: (ownerId: number | undefined, id: number) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'one', id],
      queryFn: ({ signal }) => request<ContractView>(withId(API.memberContract, id), { signal }),
    }),
  preview: (ownerId: number | undefined, id: number) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'preview', id],
      queryFn: ({ signal }) => request<ContractPreview>(withId(API.memberContractPreview, id), { signal }),
    }),
  /**
   * The caller's cap per type (GET agentContractLimits): what the offer and change-of-terms forms
   * allow. Under the contracts root, so a contract change (its own rate may have moved) refreshes it.
   */
  limits: (ownerId: number | undefined) =>
    queryOptions({
      queryKey: [...contractsKey(ownerId), 'limits'],
      queryFn: ({ signal }) => request<ContractLimits>(API.agentContractLimits, { signal }),
      enabled: ownerId !== undefined,
    }),
  /** The caller's direct downlines (the only accounts it may offer a contract to). */
  downlines: (ownerId: number | undefined) =>
    queryOptions({
      queryKey: ['agent', ownerId, 'contract-downlines'],
      queryFn: ({ signal }) => request<DownlinePage>(API.agentTeamDownlines, { query: { page: 1, pageSize: 100 }, signal }),
      enabled: ownerId !== undefined,
    }),
};

const ACTION_PATHS: Record<DirectAction, string> = {
  ACCEPT: API.memberContractAccept,
  REJECT: API.memberContractReject,
  WITHDRAW: API.memberContractWithdraw,
  REQUEST_TERMINATION: API.memberContractTerminate,
  AGREE_TERMINATION: API.memberContractAgreeTermination,
  DECLINE_TERMINATION: API.memberContractDeclineTermination,
  ACCEPT_TERMS: API.memberContractTermsAccept,
  REJECT_TERMS: API.memberContractTermsReject,
  WITHDRAW_TERMS: API.memberContractTermsWithdraw,
};

export const contractsApi = {
  offer: (body: OfferContractRequest) => request<ContractView>(API.agentContracts, { method: 'POST', body }),
  act: ({ id, action }: { id: number; action: DirectAction }) => request<ContractView>(withId(ACTION_PATHS[action], id), { method: 'POST' }),
  proposeTerms: ({ id, body }: { id: number; body: ProposeTermsRequest }) =>
    request<ContractView>(withId(API.memberContractTerms, id), { method: 'POST', body }),
};
