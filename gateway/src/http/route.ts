import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteDef, StaffPermission } from '@wl/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import { bearerSecurity, replies } from './schema.js';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

type Part<R, K extends keyof RouteDef> = R extends { readonly [P in K]: infer S } ? S : undefined;

/** The Fastify schema a table entry stands for: its request parts and the envelope replies of its answer. */
export type RouteSchema<R extends RouteDef> = {
  body: Part<R, 'body'>;
  querystring: Part<R, 'query'>;
  params: Part<R, 'params'>;
  headers: Part<R, 'headers'>;
  response: ReturnType<typeof replies<R['response']>>;
};

/** What a route adds to its table entry: the OpenAPI words (tags, summary, description, security, consumes). */
export interface RouteDocs {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  consumes?: string[];
}

/** Fastify's shorthand options with this entry's schemas; the handler type comes from the same one. */
type Shorthand<R extends RouteDef> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<R>,
  TypeBoxTypeProvider
>;
export type RouteOpts<R extends RouteDef> = Omit<Shorthand<R>, 'schema' | 'handler'> & { schema?: RouteDocs };
export type RouteHandler<R extends RouteDef> = Shorthand<R>['handler'];

/**
 * Registers one route of the shared table (`ROUTES`, @wl/shared): method, path and the schemas of
 * body, query, params, headers and answer come from the entry, so the gateway and the browser's
 * `call` read the same declaration. `opts` holds the rest exactly as `app.get(path, opts, ...)`
 * would (config: auth, permission, rate limit; hooks), and `opts.schema` only the OpenAPI words.
 * The handler's request and return types are the entry's schemas, as with an inline schema.
 */
export function route<R extends RouteDef>(app: App, def: R, opts: RouteOpts<R>, handler: RouteHandler<R>): void {
  const { schema: docs, ...rest } = opts;
  const schema = {
    ...docs,
    ...(def.headers && { headers: def.headers }),
    ...(def.params && { params: def.params }),
    ...(def.query && { querystring: def.query }),
    ...(def.body && { body: def.body }),
    response: replies(def.response),
  };
  app.route({ ...rest, method: def.method, url: def.path, schema, handler } as RouteOptions);
}

/**
 * A console route: staff sign-in with the one permission it needs (the guard refuses to start
 * without one), filed under the console's OpenAPI tag unless `docs.tags` says otherwise.
 */
export function staffRoute<R extends RouteDef>(
  app: App,
  def: R,
  permission: StaffPermission | 'signed-in',
  docs: Omit<RouteDocs, 'security'>,
  handler: RouteHandler<R>,
): void {
  route(app, def, { config: { auth: 'staff', permission }, schema: { tags: ['support'], ...docs, security: bearerSecurity } }, handler);
}

/**
 * A member route: `config` says who may call it (a member; trial accounts refused or not; a rate
 * limit), documented as signed in with the member's bearer token.
 */
export function memberRoute<R extends RouteDef>(
  app: App,
  def: R,
  config: RouteOpts<R>['config'],
  docs: Omit<RouteDocs, 'security'>,
  handler: RouteHandler<R>,
): void {
  route(app, def, { config, schema: { ...docs, security: bearerSecurity } }, handler);
}
