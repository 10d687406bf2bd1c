import { Type, type Static } from '@sinclair/typebox';
import { VerifyMethod } from './identity.js';

/**
 * Second verification setup: the member picks how a login from a new IP is confirmed; staff see
 * the choice and can reset it. The paths (SECURITY_API) are in paths.ts, for the browser.
 */
export const VerifySetup = Type.Object({
  method: Type.Union([VerifyMethod, Type.Null()]),
  /** Which methods can be chosen now: a code needs a bound mobile or email, a name a bound payee name. */
  available: Type.Object({ SMS: Type.Boolean(), EMAIL: Type.Boolean(), BANK_NAME: Type.Boolean(), TOTP: Type.Boolean() }),
});
export type VerifySetup = Static<typeof VerifySetup>;

export const SetVerifyMethodRequest = Type.Object({
  method: Type.Union([Type.Literal('SMS'), Type.Literal('EMAIL'), Type.Literal('BANK_NAME'), Type.Literal('NONE')]),
  /** BANK_NAME only: the payee name typed again, as it will be asked at login. */
  payeeName: Type.Optional(Type.String({ maxLength: 100 })),
});
export type SetVerifyMethodRequest = Static<typeof SetVerifyMethodRequest>;

export const TotpEnrolment = Type.Object({
  /** Base32 secret, for typing in when the QR code cannot be scanned. */
  secret: Type.String(),
  /** otpauth:// URI, drawn as the QR code. */
  uri: Type.String(),
  /** Proves the secret came from this server for this account; sent back with the first code. */
  enrolToken: Type.String(),
});
export type TotpEnrolment = Static<typeof TotpEnrolment>;

export const TotpConfirmRequest = Type.Object({
  secret: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Z2-7]+=*$' }),
  enrolToken: Type.String({ minLength: 64, maxLength: 64, pattern: '^[0-9a-f]+$' }),
  code: Type.String({ maxLength: 6 }),
});
export type TotpConfirmRequest = Static<typeof TotpConfirmRequest>;
