import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteDef } from '@wl/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import { replies } from './schema.js';

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

type Generic = RouteGenericInterface;
export type RouteOpts<R extends RouteDef> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    Generic,
    ContextConfigDefault,
    RouteSchema<R>,
    TypeBoxTypeProvider
  >,
  'schema'
> & { schema?: RouteDocs };
export type RouteHandler<R extends RouteDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  Generic,
  ContextConfigDefault,
  RouteSchema<R>,
  TypeBoxTypeProvider
>;

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
