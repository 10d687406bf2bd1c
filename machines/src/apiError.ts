import type { ErrorCode } from '@wl/shared';

/**
 * What a rejected actor promise carries. The client's API layer turns a failed envelope
 * (`{ success: false, code, message, value }`) into this, so machines branch on `code` and
 * never on HTTP status or message text.
 */
export interface ServerError {
  code: string;
  message: string;
  value?: unknown;
}

/** Throwable form of {@link ServerError}; an `Error` so stack traces survive in logs. */
export class ApiError extends Error implements ServerError {
  readonly code: string;
  readonly value?: unknown;

  constructor(code: ErrorCode | (string & {}), message: string, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    if (value !== undefined) this.value = value;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Normalises whatever an actor rejected with. A plain `{ code, message }` object, an
 * ApiError and a bare `TypeError: Failed to fetch` all end up as a ServerError, so state
 * context never holds class instances (snapshots stay serialisable for persistence).
 */
export function toServerError(err: unknown): ServerError {
  if (isRecord(err) && typeof err.code === 'string') {
    const out: ServerError = {
      code: err.code,
      message: typeof err.message === 'string' ? err.message : err.code,
    };
    if (err.value !== undefined) out.value = err.value;
    return out;
  }
  const message = err instanceof Error ? err.message : String(err);
  // Anything without a code is a transport failure from the user's point of view.
  return { code: 'INTERNAL', message };
}

/** The gateway sets `value.captcha` when the next attempt must carry a captcha. */
export function errorAsksForCaptcha(err: ServerError | null | undefined): boolean {
  return isRecord(err?.value) && err.value.captcha === true;
}

/** Per-field codes the gateway may send back in `value.fields` (field -> error code). */
export function errorFieldCodes(err: ServerError | null | undefined): Record<string, string> {
  const fields = isRecord(err?.value) ? err.value.fields : undefined;
  if (!isRecord(fields)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') out[k] = v;
  return out;
}
