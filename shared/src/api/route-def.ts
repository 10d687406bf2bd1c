import type { Static, TSchema } from '@sinclair/typebox';

/**
 * The shape of one HTTP route of the API, declared once in `routes/` (`ROUTES`, TypeBox schemas,
 * `@wl/shared`): its method, its path (from `API`) and the schemas of what it takes and answers.
 * The gateway registers the route from it (gateway/src/http/route.ts); the browser calls it
 * through `ENDPOINTS` (`@wl/shared/core`), the same names reduced to method and path, whose
 * entries carry the schemas as types only. Types only in this file: nothing here ships.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  /** The JSON body after decryption (encrypted calls send `{ enc }` around it). */
  readonly body?: TSchema;
  readonly query?: TSchema;
  readonly params?: TSchema;
  /** Request headers the gateway checks (the idempotency key). */
  readonly headers?: TSchema;
  /** The envelope's `value` on success. */
  readonly response: TSchema;
}

export type RouteTable = Readonly<Record<string, RouteDef>>;

/** The browser's half of a route: plain method and path; the schemas ride along as a type only. */
export interface Endpoint<R extends RouteDef = RouteDef> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Never set: carries the route's schemas to the client's `call` at compile time. */
  readonly __route?: R;
}

type RouteOf<E> = E extends Endpoint<infer R> ? R : never;
type StaticOf<R, K extends keyof RouteDef> = R extends { readonly [P in K]: infer S extends TSchema } ? Static<S> : undefined;

/** What a route answers (the envelope's `value`). */
export type EndpointResponse<E> = StaticOf<RouteOf<E>, 'response'>;
export type EndpointBody<E> = StaticOf<RouteOf<E>, 'body'>;
export type EndpointQuery<E> = StaticOf<RouteOf<E>, 'query'>;
export type EndpointParams<E> = StaticOf<RouteOf<E>, 'params'>;
