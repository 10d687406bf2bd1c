import { Type, type Static } from '@sinclair/typebox';
import { pageQuery } from './paging.js';
import { VIP_HOST_CHANNELS, VIP_LIMITS, VIP_TIERS, type VipHostChannelKind, type VipTier } from './vip-rules.js';

/**
 * The VIP club (docs/VIP.md): levels VIP 0..20 reached by lifetime valid bets or paid deposits,
 * a weekly percentage of the previous week's net loss, and a personal host from Platinum up.
 * Amounts are minor units; rates are basis points (500 = 5%).
 */

// Read from bodies: literal unions, so routes get their types.
const Tier = Type.Union(VIP_TIERS.map((t) => Type.Literal(t)) as [ReturnType<typeof Type.Literal<VipTier>>]);
const ChannelKind = Type.Union(VIP_HOST_CHANNELS.map((k) => Type.Literal(k)) as [ReturnType<typeof Type.Literal<VipHostChannelKind>>]);
const Threshold = Type.Integer({ minimum: 0, maximum: VIP_LIMITS.maxThreshold });

/** One row of the level table. */
export const VipLevel = Type.Object({
  level: Type.Integer({ minimum: 0, maximum: VIP_LIMITS.maxLevel }),
  name: Type.String({ minLength: 1, maxLength: VIP_LIMITS.nameLength }),
  tier: Tier,
  /** Lifetime valid bets that reach the level... */
  validBets: Threshold,
  /** ...or lifetime paid deposits: whichever comes first. */
  deposits: Threshold,
  weeklyBps: Type.Integer({ minimum: 0, maximum: VIP_LIMITS.maxBps }),
});
export type VipLevel = Static<typeof VipLevel>;

/** The public level table (guests too) and the first level that has a personal host. */
export const VipLevelList = Type.Object({
  currency: Type.String(),
  levels: Type.Array(VipLevel),
  hostFrom: Type.Union([VipLevel, Type.Null()]),
});
export type VipLevelList = Static<typeof VipLevelList>;

export const VipHostChannel = Type.Object({
  kind: ChannelKind,
  value: Type.String({ minLength: 1, maxLength: VIP_LIMITS.channelValueLength }),
});
export type VipHostChannel = Static<typeof VipHostChannel>;

export const VipHost = Type.Object({
  name: Type.String({ minLength: 1, maxLength: VIP_LIMITS.hostNameLength }),
  channels: Type.Array(VipHostChannel, { maxItems: VIP_LIMITS.hostChannels }),
  note: Type.String({ maxLength: VIP_LIMITS.hostNoteLength }),
});
export type VipHost = Static<typeof VipHost>;

/** What a member sees of the host: the contact when eligible, else the level that opens it. */
export const VipHostView = Type.Object({
  eligible: Type.Boolean(),
  /** Null when not eligible, or when the site has not set a host yet. */
  host: Type.Union([VipHost, Type.Null()]),
  hostFrom: Type.Union([VipLevel, Type.Null()]),
});
export type VipHostView = Static<typeof VipHostView>;

export const VipPayout = Type.Object({
  id: Type.Integer(),
  /** The merchant week paid for: Monday (yyyy-MM-dd, the site's time zone). */
  weekStart: Type.String(),
  level: Type.Integer(),
  rateBps: Type.Integer(),
  /** The week's net loss the rate applied to. */
  base: Type.Integer(),
  amount: Type.Integer(),
  currency: Type.String(),
  createdAt: Type.String(),
});
export type VipPayout = Static<typeof VipPayout>;

export const VipOverview = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  tier: Tier,
  hasVip: Type.Boolean(),
  currency: Type.String(),
  /** Lifetime measures the level comes from. */
  validBets: Type.Integer(),
  deposits: Type.Integer(),
  weeklyBps: Type.Integer(),
  /** The next level and its thresholds (null at the top). */
  next: Type.Union([VipLevel, Type.Null()]),
  /** This merchant week so far: net loss and the payout it would make at today's level. */
  week: Type.Object({
    start: Type.String(),
    end: Type.String(),
    netLoss: Type.Integer(),
    estimate: Type.Integer(),
  }),
  payouts: Type.Array(VipPayout),
  host: VipHostView,
});
export type VipOverview = Static<typeof VipOverview>;

// Staff (console).
export const StaffVipLevels = Type.Object({ currency: Type.String(), levels: Type.Array(VipLevel) });
export type StaffVipLevels = Static<typeof StaffVipLevels>;
/** The whole table at once (VIP 0..20), so ascending thresholds are checked over one consistent set. */
export const VipLevelsInput = Type.Object({ levels: Type.Array(VipLevel, { minItems: 21, maxItems: 21 }) });
export type VipLevelsInput = Static<typeof VipLevelsInput>;
export const StaffVipHost = Type.Object({ host: Type.Union([VipHost, Type.Null()]) });
export type StaffVipHost = Static<typeof StaffVipHost>;

export const StaffVipPayout = Type.Object({ ...VipPayout.properties, accountId: Type.Integer(), username: Type.String() });
export type StaffVipPayout = Static<typeof StaffVipPayout>;
export const StaffVipPayoutQuery = Type.Object({ ...pageQuery(100, 20) });
export type StaffVipPayoutQuery = Static<typeof StaffVipPayoutQuery>;
