import { createHash } from 'node:crypto';

/** The ETag of an answer body: the first 22 characters of its SHA-1 (132 bits), quoted. */
export const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names this ETag (a weak match counts: the body is the same). */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
