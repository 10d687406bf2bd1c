import { Type, type Static } from '@sinclair/typebox';
import {
  CONTRACT_END_REASONS,
  CONTRACT_LIMITS as L,
  CONTRACT_PERIODS,
  CONTRACT_STATES,
  CONTRACT_TYPES,
  RATE_CAP_SOURCES,
  type ContractEndReason,
  type ContractPeriod,
  type ContractState,
  type ContractType,
  type RateCapSource,
} from './contract-rules.js';
import { Page, pageQuery } from './paging.js';

/**
 * Agent contracts (docs/AGENT.md "Contracts"): an agent offers a direct downline a
 * dividend or a salary contract, the downline accepts or rejects it, either side asks to end it.
 * Rates are basis points (1% = 100), amounts minor units. The life cycle is machines/src/contract.ts.
 */

const TypeSchema = Type.Unsafe<ContractType>({ type: 'string', enum: [...CONTRACT_TYPES] });
const PeriodSchema = Type.Unsafe<ContractPeriod>({ type: 'string', enum: [...CONTRACT_PERIODS] });
const StateSchema = Type.Unsafe<ContractState>({ type: 'string', enum: [...CONTRACT_STATES] });
const EndReasonSchema = Type.Unsafe<ContractEndReason>({ type: 'string', enum: [...CONTRACT_END_REASONS] });
const Party = Type.Union([Type.Literal('agent'), Type.Literal('downline')]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const ContractTermsView = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  rateBp: Type.Integer(),
  period: PeriodSchema,
  minActiveMembers: Type.Integer(),
  minBetAmount: Type.Integer(),
  createdAt: Type.String(),
  /** When these terms apply (set when agreed: the acceptance for the offer, the next period's start for a change); null while unanswered. */
  effectiveFrom: Nullable(Type.String()),
});
export type ContractTermsView = Static<typeof ContractTermsView>;

const Person = Type.Object({ id: Type.Integer(), username: Type.String(), nickname: Type.String() });

export const ContractView = Type.Object({
  id: Type.Integer(),
  type: TypeSchema,
  state: StateSchema,
  /** The agent who offered it (the downline's direct upline). */
  agent: Person,
  downline: Person,
  /** The terms in force now, or offered (an unanswered contract's version 1). */
  terms: ContractTermsView,
  /** A change both sides agreed that applies from the start of a later period (`effectiveFrom`). */
  nextTerms: Nullable(ContractTermsView),
  /** A change the agent proposed and the downline has not answered (at most one). */
  pendingTerms: Nullable(ContractTermsView),
  /** When `pendingTerms` would apply if accepted now: the start of the contract's next period. */
  pendingEffectiveFrom: Nullable(Type.String()),
  /** The merchant's UTC offset: periods and the dates above are merchant time. */
  utcOffsetMinutes: Type.Integer(),
  terminationRequestedBy: Nullable(Party),
  endReason: Nullable(EndReasonSchema),
  offeredAt: Type.String(),
  answeredAt: Nullable(Type.String()),
  closedAt: Nullable(Type.String()),
});
export type ContractView = Static<typeof ContractView>;

/** POST /wps/agent/contracts: offer one contract to a direct downline (by username). */
export const OfferContractRequest = Type.Object(
  {
    downline: Type.String({ minLength: 1, maxLength: L.username }),
    type: TypeSchema,
    rateBp: Type.Integer({ minimum: 1, maximum: L.maxRateBp }),
    /** Dividend only (daily, weekly, semi_monthly, monthly); a salary's period is fixed by its type. */
    period: Type.Optional(PeriodSchema),
    /** Salary thresholds per period window: active members and team bet amount (minor units). */
    minActiveMembers: Type.Optional(Type.Integer({ minimum: 0, maximum: L.maxActiveMembers })),
    minBetAmount: Type.Optional(Type.Integer({ minimum: 0, maximum: L.maxBetAmount })),
  },
  { additionalProperties: false },
);
export type OfferContractRequest = Static<typeof OfferContractRequest>;

/**
 * POST /wps/member/contracts/:id/terms: the agent proposes new terms for an active contract. The
 * type and the period stay (a different period is a new contract); a dividend has no thresholds.
 */
export const ProposeTermsRequest = Type.Object(
  {
    rateBp: Type.Integer({ minimum: 1, maximum: L.maxRateBp }),
    minActiveMembers: Type.Optional(Type.Integer({ minimum: 0, maximum: L.maxActiveMembers })),
    minBetAmount: Type.Optional(Type.Integer({ minimum: 0, maximum: L.maxBetAmount })),
  },
  { additionalProperties: false },
);
export type ProposeTermsRequest = Static<typeof ProposeTermsRequest>;

/** GET /wps/agent/contracts/limits: per type, the most the caller may offer or propose now (the offer's own check). */
export const ContractLimits = Type.Object({
  limits: Type.Array(
    Type.Object({
      type: TypeSchema,
      maxRateBp: Type.Integer({ minimum: 0 }),
      /** contract: the caller's own live contract of the type; merchant: the site's cap (no upline); none: no contract of the type from its upline. */
      source: Type.Unsafe<RateCapSource>({ type: 'string', enum: [...RATE_CAP_SOURCES] }),
    }),
  ),
});
export type ContractLimits = Static<typeof ContractLimits>;

export const ContractListQuery = Type.Object({
  state: Type.Optional(StateSchema),
  type: Type.Optional(TypeSchema),
  ...pageQuery(100, 20),
});
export type ContractListQuery = Static<typeof ContractListQuery>;

export const ContractPage = Page(ContractView);
export type ContractPage = Static<typeof ContractPage>;

/** One request waiting for the caller's answer: a new offer, a termination the other side asked for, or a change of terms. */
export const ContractRequest = Type.Object({
  id: Type.Integer(),
  type: TypeSchema,
  kind: Type.Union([Type.Literal('offer'), Type.Literal('termination'), Type.Literal('terms')]),
});
export type ContractRequest = Static<typeof ContractRequest>;

/**
 * The contract/consolidated info (session key `consolidated`): per type, 0 when nothing
 * waits for the caller, 1 for a pending offer, 2 for a termination the upline asked for, 3 for a
 * change of terms the upline proposed (the oldest request of the type decides).
 */
export const ContractConsolidated = Type.Object({
  divtypereq: Type.Integer(),
  dailysalreqtype: Type.Integer(),
  contracthoursalreqtype: Type.Integer(),
  realtimesalreqtype: Type.Integer(),
  requests: Type.Array(ContractRequest),
});
export type ContractConsolidated = Static<typeof ContractConsolidated>;

/** Body of MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract. */
export const ProcessContractRequest = Type.Object({ action: Type.Union([Type.Literal('accept'), Type.Literal('reject')]) }, { additionalProperties: false });
export type ProcessContractRequest = Static<typeof ProcessContractRequest>;

const Earned = { base: Type.Integer(), qualified: Type.Boolean(), amount: Type.Integer() };

/**
 * What the terms would have paid over the downline team's last finished period; with a change
 * waiting, what the proposed terms would have paid over the same figures too. `from`/`to` are
 * instants; `utcOffsetMinutes` is the merchant's, in which the period is cut and shown.
 */
export const ContractPreview = Type.Object({
  contractId: Type.Integer(),
  type: TypeSchema,
  terms: ContractTermsView,
  from: Type.String(),
  to: Type.String(),
  utcOffsetMinutes: Type.Integer(),
  validBet: Type.Integer(),
  profitLoss: Type.Integer(),
  activeMembers: Type.Integer(),
  ...Earned,
  pending: Nullable(Type.Object({ terms: ContractTermsView, ...Earned })),
});
export type ContractPreview = Static<typeof ContractPreview>;

/**
 * GET /wps/agent/contracts/preview: before an offer is sent, what the downline's team did over the
 * last finished period of the offered type (the figures a settlement would read), and the offering
 * agent's own rate for the type, so the form shows who would earn what at the rate being typed
 * (previewEarnings, the settlement's own formula). DOWNLINE_NOT_FOUND for anyone but a direct
 * downline, CONTRACT_TERMS_INVALID for a dividend without its period.
 */
export const OfferPreviewQuery = Type.Object(
  {
    downline: Type.String({ minLength: 1, maxLength: L.username }),
    type: TypeSchema,
    /** Dividend only, as in the offer. */
    period: Type.Optional(PeriodSchema),
  },
  { additionalProperties: false },
);
export type OfferPreviewQuery = Static<typeof OfferPreviewQuery>;
export const OfferPreview = Type.Object({
  downline: Person,
  type: TypeSchema,
  period: PeriodSchema,
  from: Type.String(),
  to: Type.String(),
  utcOffsetMinutes: Type.Integer(),
  /** The downline's team over [from, to): what its contract would be paid on. */
  validBet: Type.Integer(),
  profitLoss: Type.Integer(),
  activeMembers: Type.Integer(),
  /**
   * The offering agent's own rate for the type (its cap, GET agentContractLimits): from its own
   * contract with its upline (`contract`), which counts the same bets because the downline's team
   * is part of the agent's; `merchant` or `none`: no contract of the type pays the agent.
   */
  own: Type.Object({ rateBp: Type.Integer({ minimum: 0 }), source: Type.Unsafe<RateCapSource>({ type: 'string', enum: [...RATE_CAP_SOURCES] }) }),
});
export type OfferPreview = Static<typeof OfferPreview>;
