import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContractListQuery, OfferContractRequest, OfferPreviewQuery, ProposeTermsRequest, type ContractType, ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { perMemberLimit, memberRefusalLog } from '../../http/request-info.js';
import { contractLimits } from './contract-limits.js';
import { proposeTerms } from './contract-terms.js';
import {
  act,
  consolidated,
  getContract,
  listContracts,
  offerContract,
  previewContract,
  previewOffer,
  processRequest,
  requireAgent,
  type OnRefusal,
  type PartyAction,
} from './contracts.js';

const tags = ['agent'];

/** Every refusal that hides or denies an object is logged with the account and address, so probing for others' objects shows. */
const refusals = (req: FastifyRequest): OnRefusal => memberRefusalLog(req, 'agent contract refused');

/**
 * Agent contracts (docs/AGENT.md "Contracts"). The agent side (offer, list given) needs an agent
 * token (AGENT_ONLY otherwise); the received side and the actions on one contract take any
 * non-trial member token and answer CONTRACT_NOT_FOUND unless the caller is a party to it.
 */
/** The contract actions and the relay requests: one handler each, registered in a loop. */
type ActionRoute = (typeof ROUTES)[
  | 'memberContractAccept'
  | 'memberContractReject'
  | 'memberContractWithdraw'
  | 'memberContractTerminate'
  | 'memberContractAgreeTermination'
  | 'memberContractDeclineTermination'
  | 'memberContractTermsAccept'
  | 'memberContractTermsReject'
  | 'memberContractTermsWithdraw'];
type RelayRoute = (typeof ROUTES)['dividendReqPost' | 'dailySalaryReqPost' | 'hourSalaryReq' | 'realtimeSalaryReq'];
type RelayGetRoute = (typeof ROUTES)['dividendReq' | 'dailySalaryReq'];

export const contractsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const writes = {
    ...member,
    rateLimit: perMemberLimit('contract', 60),
  };

  memberRoute(
    app,
    ROUTES.agentContractsPost,
    writes,
    {
      tags,
      summary: 'Offer a contract to a direct downline',
      description:
        "Rate in basis points, at most the agent's own rate for the type (CONTRACT_RATE_TOO_HIGH with value.maxRateBp). A dividend needs a period; a salary's is fixed. DOWNLINE_NOT_FOUND for anyone but a direct downline; CONTRACT_EXISTS when one of the type is live.",
    },
    async (req) => ok(await offerContract(ctx.sql, req.merchant, req.member!.account, req.body as OfferContractRequest, refusals(req))),
  );

  memberRoute(app, ROUTES.agentContracts, member, { tags, summary: 'Contracts the agent gave, newest first' }, async (req) => {
    requireAgent(req.member!.account, refusals(req));
    return ok(await listContracts(ctx.sql, req.merchant, req.member!.account, 'agent', req.query as ContractListQuery));
  });

  memberRoute(
    app,
    ROUTES.agentContractLimits,
    member,
    {
      tags,
      summary: 'Per contract type, the most the agent may offer or propose now',
      description:
        "maxRateBp is the figure the offer and change-of-terms checks enforce (source: contract = the agent's own live contract of the type, merchant = the site cap for an agent with no upline, none = no such contract from its upline, 0).",
    },
    async (req) => {
      requireAgent(req.member!.account, refusals(req));
      return ok(await contractLimits(ctx.sql, req.merchant, Number(req.member!.account.id)));
    },
  );

  memberRoute(
    app,
    ROUTES.memberContractTerms,
    writes,
    {
      tags,
      summary: 'Propose new terms for an active contract (the agent)',
      description:
        'Rate and (salaries) thresholds; the type and the period stay. The downline accepts (applies from the next period, merchant time) or rejects; the agent may withdraw. CONTRACT_CHANGE_PENDING while one waits, CONTRACT_TERMS_UNCHANGED for the agreed terms again, CONTRACT_RATE_TOO_HIGH (value.maxRateBp), CONTRACT_TERMS_INVALID for thresholds on a dividend, CONTRACT_ACTION_NOT_ALLOWED unless active and the caller is its agent.',
    },
    async (req) => ok(await proposeTerms(ctx.sql, req.merchant, req.member!.account, req.params.id, req.body as ProposeTermsRequest, refusals(req))),
  );

  memberRoute(app, ROUTES.memberContracts, member, { tags, summary: 'Contracts the caller received from its upline, newest first' }, async (req) =>
    ok(await listContracts(ctx.sql, req.merchant, req.member!.account, 'downline', req.query as ContractListQuery)),
  );

  memberRoute(
    app,
    ROUTES.memberContractsConsolidated,
    member,
    { tags, summary: 'Contract/consolidated info: requests waiting for the caller per type' },
    async (req) => ok(await consolidated(ctx.sql, req.merchant, req.member!.account)),
  );

  memberRoute(app, ROUTES.memberContract, member, { tags, summary: 'One contract the caller is a party to' }, async (req) =>
    ok(await getContract(ctx.sql, req.merchant, req.member!.account, req.params.id, refusals(req))),
  );

  memberRoute(
    app,
    ROUTES.agentContractOfferPreview,
    member,
    {
      tags,
      summary: "Before an offer: the downline team's last finished period of the type and the agent's own rate (who would earn what)",
      description:
        'Agents only (AGENT_ONLY). DOWNLINE_NOT_FOUND for anyone but a direct downline; CONTRACT_TERMS_INVALID for a dividend without its period. The amounts are previewEarnings of these figures, as the settlement computes them.',
    },
    async (req) => {
      requireAgent(req.member!.account, refusals(req));
      return ok(await previewOffer(ctx.sql, req.merchant, req.member!.account, req.query as OfferPreviewQuery, new Date(), refusals(req)));
    },
  );

  memberRoute(
    app,
    ROUTES.memberContractPreview,
    member,
    { tags, summary: "What the terms would have paid over the downline team's last finished period" },
    async (req) => ok(await previewContract(ctx.sql, req.merchant, req.member!.account, req.params.id, new Date(), refusals(req))),
  );

  const actions: [ActionRoute, PartyAction, string][] = [
    [ROUTES.memberContractAccept, 'ACCEPT', 'Accept an offer (the downline)'],
    [ROUTES.memberContractReject, 'REJECT', 'Reject an offer (the downline)'],
    [ROUTES.memberContractWithdraw, 'WITHDRAW', 'Withdraw an unanswered offer (the agent)'],
    [ROUTES.memberContractTerminate, 'REQUEST_TERMINATION', 'Ask to end an active contract (either side)'],
    [ROUTES.memberContractAgreeTermination, 'AGREE_TERMINATION', "Agree to the other side's termination request"],
    [ROUTES.memberContractDeclineTermination, 'DECLINE_TERMINATION', "Decline the other side's termination request (the contract stays active)"],
    [ROUTES.memberContractTermsAccept, 'ACCEPT_TERMS', 'Accept the proposed change of terms (the downline): it applies from the next period'],
    [ROUTES.memberContractTermsReject, 'REJECT_TERMS', 'Reject the proposed change of terms (the downline)'],
    [ROUTES.memberContractTermsWithdraw, 'WITHDRAW_TERMS', 'Withdraw the proposed change of terms (the agent)'],
  ];
  for (const [def, action, summary] of actions) {
    memberRoute(
      app,
      def,
      writes,
      {
        tags,
        summary,
        description: "CONTRACT_ACTION_NOT_ALLOWED when the contract's state or the caller's side does not allow it (machines/src/contract.ts).",
      },
      async (req) => ok(await act(ctx.sql, req.merchant, req.member!.account, req.params.id, action, refusals(req))),
    );
  }

  const relays: [RelayRoute, ContractType, string][] = [
    [ROUTES.dividendReqPost, 'dividend', 'MCS2_processDividendReq'],
    [ROUTES.dailySalaryReqPost, 'daily_wage', 'MCS2_processDailySalContract'],
    [ROUTES.hourSalaryReq, 'hourly_salary', 'MCS2_processContractHourSalary'],
    [ROUTES.realtimeSalaryReq, 'realtime_salary', 'MCSFE_processRealTimeSalaryContract'],
  ];
  for (const [def, type, name] of relays) {
    memberRoute(
      app,
      def,
      writes,
      {
        tags,
        summary: `${name}: accept or reject the caller's oldest pending ${type} request`,
        description:
          'A pending offer is accepted or rejected; a termination the upline asked for is agreed or declined; a proposed change of terms is accepted or rejected. CONTRACT_NOT_FOUND when nothing of the type waits.',
      },
      async (req) => ok(await processRequest(ctx.sql, req.merchant, req.member!.account, type, req.body.action, refusals(req))),
    );
  }
  // The original API calls the dividend and daily salary relays with GET: the same request, its
  // `action` in the query. The bearer token (never a cookie) keeps a link from acting for anyone.
  const getRelays: [RelayGetRoute, ContractType, string][] = [
    [ROUTES.dividendReq, 'dividend', 'MCS2_processDividendReq'],
    [ROUTES.dailySalaryReq, 'daily_wage', 'MCS2_processDailySalContract'],
  ];
  for (const [def, type, name] of getRelays) {
    memberRoute(
      app,
      def,
      writes,
      {
        tags,
        summary: `${name} (GET, query \`action\`): accept or reject the caller's oldest pending ${type} request`,
        description: 'The same as the POST of this path, with `action` in the query. CONTRACT_NOT_FOUND when nothing of the type waits.',
      },
      async (req) => ok(await processRequest(ctx.sql, req.merchant, req.member!.account, type, req.query.action, refusals(req))),
    );
  }
};
