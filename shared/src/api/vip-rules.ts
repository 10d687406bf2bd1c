/** VIP club rules (docs/VIP.md): plain constants, shared by the database checks, the API schema and the forms. */

export const VIP_TIERS = ['member', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type VipTier = (typeof VIP_TIERS)[number];
/** Tiers whose members have a personal host. */
export const VIP_HOST_TIERS: readonly VipTier[] = ['platinum', 'diamond'];
export const VIP_HOST_CHANNELS = ['whatsapp', 'telegram', 'line', 'viber', 'email', 'phone'] as const;
export type VipHostChannelKind = (typeof VIP_HOST_CHANNELS)[number];

export const VIP_LIMITS = {
  maxLevel: 20,
  nameLength: 32,
  /** 10,000 bp = 100%: the rate can never pay more than the loss. */
  maxBps: 10000,
  /** A threshold above this (a trillion in minor units) is a typing mistake. */
  maxThreshold: 1_000_000_000_000,
  hostNameLength: 64,
  hostNoteLength: 300,
  hostChannels: 5,
  channelValueLength: 100,
  /** Payouts the member overview lists. */
  recentPayouts: 5,
} as const;
