import { AppError } from '../http/errors.js';

/**
 * What a multipart form that @fastify/multipart or busboy stopped reading means to the sender, one
 * answer for every upload form: too large, too many files, not a form, a form beyond its limits, or
 * a malformed part (a header cut short), which is the caller's fault too. An AppError passes as is.
 */
export function uploadError(err: unknown, caps: { maxBytes: number; maxFiles: number }): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('UPLOAD_TOO_LARGE', { maxBytes: caps.maxBytes });
  if (code === 'FST_FILES_LIMIT') return new AppError('TOO_MANY_FILES', { maxFiles: caps.maxFiles });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') return new AppError('VALIDATION_FAILED');
  return new AppError('MALFORMED_REQUEST');
}
