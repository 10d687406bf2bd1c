import { Type, type Static } from '@sinclair/typebox';

/**
 * Live hosts and their chat (docs/LIVE-MODELS.md).
 * Both calls need no token; a member's token makes the chat use the member's nickname.
 * Online status and viewers come from the chat provider, never from our database.
 */

export const LIVE_MODEL_LIMITS = {
  name: 40,
  languages: 6,
  tags: 6,
  tag: 20,
  hostRef: 32,
  sort: 10_000,
  /** Models per merchant: the list is sorted by live status, so it is read whole. */
  perMerchant: 100,
  /** The largest page of CBS_modelList. */
  pageSize: 50,
  /** One chat message, in characters, after spaces are collapsed. */
  message: 300,
} as const;
const L = LIVE_MODEL_LIMITS;

/** The provider's id of a host: lower-case letters, digits, `-` and `_`. */
export const HOST_REF_PATTERN = '^[a-z0-9_-]{2,32}$';
const LangCode = Type.String({ pattern: '^[A-Z]{2}$' });

export const ModelListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: L.pageSize })),
});
export type ModelListQuery = Static<typeof ModelListQuery>;

/** One host as guests and members see it. */
export const LiveModel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  languages: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  /** Generated SVG art; the URL changes when the name or colour does. */
  avatarUrl: Type.String(),
  online: Type.Boolean(),
  viewers: Type.Integer({ minimum: 0 }),
});
export type LiveModel = Static<typeof LiveModel>;

/** CBS_modelList: online hosts first, then the staff's order. */
export const ModelListValue = Type.Object({
  list: Type.Array(LiveModel),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});
export type ModelListValue = Static<typeof ModelListValue>;

export const LaunchChatRequest = Type.Object({ modelId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }, { additionalProperties: false });
export type LaunchChatRequest = Static<typeof LaunchChatRequest>;

/** CBS_launchChat: the provider's chat page for an iframe, signed and short-lived. */
export const LaunchChatValue = Type.Object({
  chatUrl: Type.String(),
  modelName: Type.String(),
  /** The name the host sees: the member's nickname, or Guest-nnnn. */
  displayName: Type.String(),
  expiresAt: Type.String(),
});
export type LaunchChatValue = Static<typeof LaunchChatValue>;

// ---- staff

export const LiveModelInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: L.name }),
    languages: Type.Array(LangCode, { maxItems: L.languages, uniqueItems: true }),
    tags: Type.Array(Type.String({ minLength: 1, maxLength: L.tag }), { maxItems: L.tags }),
    /** The avatar's colour (a hue of the colour wheel). */
    hue: Type.Integer({ minimum: 0, maximum: 359 }),
    hostRef: Type.String({ pattern: HOST_REF_PATTERN }),
    sort: Type.Integer({ minimum: 0, maximum: L.sort }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type LiveModelInput = Static<typeof LiveModelInput>;

export const StaffLiveModel = Type.Composite([
  LiveModel,
  Type.Object({
    hue: Type.Integer(),
    hostRef: Type.String(),
    sort: Type.Integer(),
    enabled: Type.Boolean(),
    /** Chats opened with this host in the last 24 hours. */
    chats24h: Type.Integer(),
    updatedAt: Type.String(),
    updatedBy: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type StaffLiveModel = Static<typeof StaffLiveModel>;

/** The console's list, with the hosts the provider knows (what `hostRef` may name). */
export const StaffLiveModelsValue = Type.Object({
  list: Type.Array(StaffLiveModel),
  hosts: Type.Array(Type.Object({ ref: Type.String(), online: Type.Boolean(), viewers: Type.Integer() })),
  providerReachable: Type.Boolean(),
});
export type StaffLiveModelsValue = Static<typeof StaffLiveModelsValue>;
