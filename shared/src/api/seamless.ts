import { Type, type Static } from '@sinclair/typebox';
import { VENDOR_SECRET_OVERLAP_HOURS, VENDOR_SECRET_OVERLAP_HOURS_MAX } from './game-rules.js';

/**
 * The seamless-wallet vendor API (docs/SEAMLESS.md): server-to-server calls a game
 * vendor makes while a member plays. Signed with the secret of the vendor's credential for one
 * merchant (headers below), idempotent on the vendor's transaction id. Amounts are integers in
 * minor units.
 */

/** Header names of a signed vendor call. */
export const VENDOR_HEADERS = { vendor: 'x-vendor-code', operator: 'x-operator-id', timestamp: 'x-timestamp', signature: 'x-signature' } as const;
/** How far a call's timestamp may be from our clock, either way. */
export const VENDOR_CLOCK_SKEW_MS = 300_000;
/** The largest single stake or payout the API accepts, in minor units. */
export const VENDOR_AMOUNT_MAX = 100_000_000_000;

export const VendorCallHeaders = Type.Object({
  'x-vendor-code': Type.String({ description: 'The vendor code we gave you (game_vendors.code)' }),
  'x-operator-id': Type.String({ description: 'The operator id of your credential for this merchant (also in the launch url as `operator`)' }),
  'x-timestamp': Type.String({ description: 'Unix time in milliseconds when the call was signed' }),
  'x-signature': Type.String({ description: 'hex HMAC-SHA256(your credential secret, `${x-timestamp}.${raw request body}`)' }),
});

/** The player token from the launch url (`?token=`). */
const PlayerToken = Type.String({ minLength: 16, maxLength: 128 });
/** Your own ids: unique per vendor for the life of the integration. */
const VendorTxId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' });
const RoundId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' });
const Stake = Type.Integer({ minimum: 1, maximum: VENDOR_AMOUNT_MAX });
const Payout = Type.Integer({ minimum: 0, maximum: VENDOR_AMOUNT_MAX });

export const VendorBalanceRequest = Type.Object({ token: PlayerToken }, { additionalProperties: false });
export type VendorBalanceRequest = Static<typeof VendorBalanceRequest>;

export const VendorDebitRequest = Type.Object({ token: PlayerToken, txId: VendorTxId, roundId: RoundId, amount: Stake }, { additionalProperties: false });
export type VendorDebitRequest = Static<typeof VendorDebitRequest>;

/** The token may be sent but is not needed: a win is paid to whoever placed the bet `betTxId`. */
export const VendorCreditRequest = Type.Object(
  { token: Type.Optional(PlayerToken), txId: VendorTxId, roundId: RoundId, betTxId: VendorTxId, amount: Payout },
  { additionalProperties: false },
);
export type VendorCreditRequest = Static<typeof VendorCreditRequest>;

export const VendorRollbackRequest = Type.Object(
  { token: Type.Optional(PlayerToken), txId: VendorTxId, roundId: Type.Optional(RoundId), refTxId: VendorTxId },
  { additionalProperties: false },
);
export type VendorRollbackRequest = Static<typeof VendorRollbackRequest>;

export const VendorBalanceValue = Type.Object({ balance: Type.Integer(), currency: Type.String() });
export type VendorBalanceValue = Static<typeof VendorBalanceValue>;

export const VendorWalletValue = Type.Object({
  balance: Type.Integer({ description: 'The player balance after the call, minor units' }),
  currency: Type.String(),
  txId: Type.String(),
  journalId: Type.Union([Type.Integer(), Type.Null()], { description: 'Our booking; null when no money moved' }),
  replayed: Type.Boolean({ description: 'True when this txId was answered before: this is that first answer' }),
  held: Type.Optional(Type.Literal(true, { description: 'A credit above the win caps, waiting for our review: accepted, nothing paid yet (journalId null)' })),
});
export type VendorWalletValue = Static<typeof VendorWalletValue>;

/**
 * Staff (docs/SEAMLESS.md "Rotation"): this merchant's credential of each vendor. The secret is
 * never part of a listing: only the rotation that made it answers it, once.
 */
export const StaffVendorCredential = Type.Object({
  vassalage: Type.String(),
  name: Type.String(),
  /** Null until the vendor is enabled, launched or rotated on this site. */
  operatorId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  rotatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** When the replaced secret stops signing; null when no older secret is live. */
  previousRetiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type StaffVendorCredential = Static<typeof StaffVendorCredential>;
export const StaffVendorCredentialsValue = Type.Object({ list: Type.Array(StaffVendorCredential) });
export type StaffVendorCredentialsValue = Static<typeof StaffVendorCredentialsValue>;
export const StaffVendorCredentialRotate = Type.Object(
  {
    overlapHours: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: VENDOR_SECRET_OVERLAP_HOURS_MAX,
        default: VENDOR_SECRET_OVERLAP_HOURS,
        description: 'How long the replaced secret keeps signing (0: refused at once)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StaffVendorCredentialRotate = Static<typeof StaffVendorCredentialRotate>;
export const StaffVendorCredentialRotated = Type.Composite([
  StaffVendorCredential,
  Type.Object({
    secret: Type.String({ description: 'The new secret (64 hex). Shown this once: it is never answered again.' }),
  }),
]);
export type StaffVendorCredentialRotated = Static<typeof StaffVendorCredentialRotated>;
