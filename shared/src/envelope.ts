import { Type, type TSchema, type Static } from '@sinclair/typebox';

/** Every response body, success or error: `{ success, code, message, value }`, so a client reads one shape. */
export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

export const EnvelopeOf = <T extends TSchema>(value: T) =>
  Type.Object({
    success: Type.Boolean(),
    code: Type.String(),
    message: Type.String(),
    value,
  });

/** Error value: optional per-field problems and flags such as `captcha` (show the captcha). */
export const ErrorValue = Type.Union([
  Type.Null(),
  Type.Object(
    {
      captcha: Type.Optional(Type.Boolean()),
      fields: Type.Optional(Type.Record(Type.String(), Type.String())),
      retryAfterSeconds: Type.Optional(Type.Number()),
    },
    { additionalProperties: true },
  ),
]);
export type ErrorValue = Static<typeof ErrorValue>;
export const ErrorEnvelope = EnvelopeOf(ErrorValue);

export const Ok = Type.Null();
