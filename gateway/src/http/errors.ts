import { ErrorMessages, ErrorStatus, type ErrorCode, type Envelope } from '@wl/shared';

/** A refusal the caller can act on: becomes an envelope with the code and its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly value: Record<string, unknown> | null = null,
    message?: string,
  ) {
    super(message ?? ErrorMessages[code]);
  }
  get status() {
    return ErrorStatus[this.code];
  }
}

export const ok = <T>(value: T, message = 'OK'): Envelope<T> => ({ success: true, code: 'OK', message, value });

export const fail = (code: ErrorCode, value: Record<string, unknown> | null = null, message?: string): Envelope<typeof value> => ({
  success: false,
  code,
  message: message ?? ErrorMessages[code],
  value,
});
