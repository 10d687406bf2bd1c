import {
  ENDPOINTS,
  encryptPayload,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type Envelope,
  type PublicKeyValue,
} from '@wl/shared/core';

/**
 * The one way the client talks to the gateway. A failed envelope becomes an ApiError with the
 * server's `code` and `value`, the shape the machines' actors reject with; the UI turns the
 * code into text through i18next and never shows a raw message or stack.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly value: unknown;
  constructor(code: string, message: string, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.value = value ?? null;
  }
}

/** The gateway's answer per field of a refused form (field name to problem code); none for other failures. */
export function problemFields(e: unknown): Record<string, string> {
  return e instanceof ApiError ? ((e.value as { fields?: Record<string, string> } | null)?.fields ?? {}) : {};
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** JSON body. */
  body?: unknown;
  /** Encrypt the JSON body with the gateway's public key (login, register, ...). */
  encrypted?: boolean;
  /** Send as application/x-www-form-urlencoded (forgot password by email). */
  form?: Record<string, string>;
  /** Send as multipart/form-data (file uploads); the browser sets the boundary. */
  formData?: FormData;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Cancels the call (TanStack Query passes one per query); an abort rejects with the AbortError. */
  signal?: AbortSignal;
  /**
   * Whose token the call carries: the member's (configureHttp) unless another area of the app,
   * such as the staff console, keeps its own token apart from the member session.
   */
  auth?: TokenSource;
}

/** Where a token comes from, and who hears that the gateway refused it. */
export interface TokenSource {
  token(): string | null;
  /** Called when the gateway says the token we sent is missing or no longer valid. */
  onTokenRejected(): void;
}

let hooks: TokenSource = { token: () => null, onTokenRejected: () => undefined };
export function configureHttp(h: TokenSource) {
  hooks = h;
}

let publicKey: Promise<PublicKeyValue> | null = null;
function getPublicKey(): Promise<PublicKeyValue> {
  // Fetched once per page; a failure is not cached so the next submit tries again.
  publicKey ??= call(ENDPOINTS.publicKey).catch((err: unknown) => {
    publicKey = null;
    throw err;
  });
  return publicKey;
}

const TOKEN_CODES = new Set(['TOKEN_MISSING', 'TOKEN_INVALID']);

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const auth = opts.auth ?? hooks;
  const token = auth.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.formData) {
    body = opts.formData;
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    const payload = opts.encrypted ? await encryptPayload(await getPublicKey(), opts.body) : opts.body;
    body = JSON.stringify(payload);
  }
  let url = path;
  if (opts.query) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query)) if (v !== undefined) q.set(k, String(v));
    const s = q.toString();
    if (s) url += `?${s}`;
  }

  let res: Response;
  try {
    res = await fetch(url, { method: opts.method ?? 'GET', headers, body, credentials: 'same-origin', signal: opts.signal });
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new ApiError('INTERNAL', 'Network link is abnormal, please try again');
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch (err) {
    if (isAbort(err)) throw err;
    // A proxy error page or an empty body: the member only needs to know the link failed.
  }
  if (!envelope || typeof envelope.success !== 'boolean') {
    throw new ApiError(res.status === 503 ? 'MAINTENANCE' : 'INTERNAL', `HTTP ${res.status}`);
  }
  if (!envelope.success) {
    if (token && TOKEN_CODES.has(envelope.code)) auth.onTokenRejected();
    throw new ApiError(envelope.code, envelope.message, envelope.value);
  }
  return envelope.value;
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

type BodyArg<E> =
  EndpointBody<E> extends undefined
    ? { body?: undefined }
    : null extends EndpointBody<E>
      ? { body?: EndpointBody<E> }
      : { body: EndpointBody<E> } | { form: Record<string, string>; body?: undefined };
type QueryArg<E> = EndpointQuery<E> extends undefined ? { query?: undefined } : { query?: EndpointQuery<E> };
type ParamsArg<E> = EndpointParams<E> extends undefined ? { params?: undefined } : { params: EndpointParams<E> };

/** What a call of one route takes: the route's body, query and path parameters, plus the transport options. */
export type CallArgs<E> = Omit<RequestOptions, 'method' | 'body' | 'query'> & BodyArg<E> & QueryArg<E> & ParamsArg<E>;
type CallRest<E> = object extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/** A function with `request`'s shape: `request` itself, or one that adds a token source (the console's). */
export type Send = <T>(path: string, opts?: RequestOptions) => Promise<T>;

/**
 * Calls one route of the shared table by its entry (`ENDPOINTS.whitelabel`): the method and path
 * come from the entry, `params` fill the path's `:name` segments, and the body, query and answer
 * are typed from the route's schemas, so no call site pairs a path with a type by hand.
 */
export function caller(send: Send) {
  return <E extends Endpoint>(endpoint: E, ...[args]: CallRest<E>): Promise<EndpointResponse<E>> => {
    const { params, ...opts } = (args ?? {}) as RequestOptions & { params?: Record<string, string | number> };
    return send<EndpointResponse<E>>(params ? fillPath(endpoint.path, params) : endpoint.path, { ...opts, method: endpoint.method });
  };
}
export const call = caller(request);

/** `/wps/member/messages/:id` with `{ id: 7 }` -> `/wps/member/messages/7`. */
export const fillPath = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (m, name: string) => (params[name] === undefined ? m : encodeURIComponent(String(params[name]))));

/** For components that show a failure: the i18n key and the server's English as fallback. */
export function errorText(err: unknown): { key: string; fallback: string } {
  if (err && typeof err === 'object' && 'code' in err && typeof (err as { code: unknown }).code === 'string') {
    const e = err as { code: string; message?: unknown };
    return { key: `err.${e.code}`, fallback: typeof e.message === 'string' ? e.message : e.code };
  }
  return { key: 'err.INTERNAL', fallback: 'Network link is abnormal, please try again' };
}
