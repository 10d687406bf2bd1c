import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * Input no route may ever see, refused in one place for every route (docs/DECISIONS.md, Errors):
 *
 * - before schema validation: strings with a NUL character (PostgreSQL text and jsonb cannot
 *   hold U+0000, so the query would fail), strings that are not well-formed UTF-16 (a lone
 *   surrogate cannot be encoded as UTF-8 and jsonb refuses its escape), and JSON nested deeper
 *   than MAX_DEPTH (a recursive schema such as the whitelabel tree would overflow the
 *   validator's stack). Object keys count as strings.
 * - after validation (which coerces query and path strings to numbers): numbers that are not
 *   finite or are whole numbers beyond ±MAX_SAFE_INTEGER. The validator lets "1e309" through
 *   an integer schema as Infinity, and ids past bigint make PostgreSQL fail.
 *
 * - before anything is read: a body on a GET or HEAD request (MALFORMED_REQUEST). No route reads
 *   one, and answering a large page while a large unread body is still arriving held the
 *   connection until it timed out (found by the fuzz test: a 70 KB body on the vendor lanes).
 *
 * Cookies are not refused but dropped: a browser may carry a cookie some other page of the
 * domain set, and a broken one of ours reads as "no cookie", which every route handles.
 */
export const MAX_DEPTH = 32;

type Where = 'body' | 'querystring' | 'params';
const PARTS: Where[] = ['params', 'querystring', 'body'];
const valueOf = (req: FastifyRequest, where: Where): unknown => (where === 'querystring' ? req.query : req[where]);

/** Node 20 has String.prototype.isWellFormed; the ES2023 typings do not know it yet. */
const wellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

export function textProblem(s: string): string | null {
  if (s.includes('\u0000')) return 'must not contain NUL characters';
  if (!wellFormed(s)) return 'must be well-formed Unicode text';
  return null;
}

const numberProblem = (n: number): string | null =>
  !Number.isFinite(n) || (Number.isInteger(n) && !Number.isSafeInteger(n))
    ? `must be a finite number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`
    : null;

/**
 * The first problem in a parsed value, with its field path (as the validator names fields).
 * Iterative, so a hostile nesting depth cannot overflow this check either.
 */
export function findProblem(root: unknown, check: 'text' | 'number'): { field: string; problem: string } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = check === 'text' ? textProblem(value) : null;
      if (problem) return { field: path, problem };
    } else if (typeof value === 'number') {
      const problem = check === 'number' ? numberProblem(value) : null;
      if (problem) return { field: path, problem };
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return { field: path, problem: `must not be nested deeper than ${MAX_DEPTH} levels` };
      for (const [key, child] of Object.entries(value)) {
        const keyProblem = check === 'text' ? textProblem(key) : null;
        if (keyProblem) return { field: path, problem: `has a key that ${keyProblem}` };
        stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
  return null;
}

function refuse(req: FastifyRequest, check: 'text' | 'number') {
  for (const where of PARTS) {
    const found = findProblem(valueOf(req, where), check);
    if (found) throw new AppError('VALIDATION_FAILED', { fields: { [found.field || where]: found.problem } });
  }
}

/** A hook in callback form (every request runs these; an async hook costs a promise each). */
const callbackHook =
  (check: (req: FastifyRequest) => void) =>
  (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void): void => {
    try {
      check(req);
    } catch (err) {
      return done(err as Error);
    }
    done();
  };

export function installInputGuard(app: FastifyInstance) {
  app.addHook(
    'onRequest',
    callbackHook((req) => {
      if ((req.method === 'GET' || req.method === 'HEAD') && hasBody(req))
        throw new AppError('MALFORMED_REQUEST', { fields: { body: 'a GET or HEAD request has no body' } });
    }),
  );
  app.addHook(
    'preValidation',
    callbackHook((req) => {
      const cookies = req.cookies as Record<string, string | undefined> | undefined;
      for (const [name, value] of Object.entries(cookies ?? {})) {
        if (typeof value === 'string' && textProblem(value)) delete cookies![name];
      }
      refuse(req, 'text');
    }),
  );
  app.addHook(
    'preHandler',
    callbackHook((req) => refuse(req, 'number')),
  );
}

const hasBody = (req: FastifyRequest) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
