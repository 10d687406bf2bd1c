import { Type, type TSchema } from '@sinclair/typebox';
import { EnvelopeOf, ErrorEnvelope } from '@wl/shared';

/** Response schemas for a route: the success envelope plus the error envelope per status class. */
export const replies = <T extends TSchema>(value: T) => ({
  200: EnvelopeOf(value),
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});

export const NullValue = Type.Null();

export const bearerSecurity = [{ bearer: [] as string[] }];
