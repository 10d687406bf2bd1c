import AjvCompiler from '@fastify/ajv-compiler';

/**
 * Which JSON Schema validator each part of a request gets. Path parameters, query strings and
 * headers arrive as text, so they are coerced to the schema's types ("20" -> 20). A JSON body
 * carries its own types and is never coerced: an amount sent as the string "10" (or a boolean
 * sent as "true") is a client bug or a probe, and is refused like any other invalid field
 * instead of being read as a number.
 */

type Build = ReturnType<typeof AjvCompiler>;
type ServerOptions = Parameters<Build>[1];
type Route = Parameters<ReturnType<Build>>[0] & { httpPart?: string };

const SHARED = { removeAdditional: false, useDefaults: true } as const;

export function splitValidators() {
  // Two pools: one Ajv instance coerces, the other never does.
  const coercing = AjvCompiler();
  const exact = AjvCompiler();
  return {
    buildValidator(externalSchemas: Parameters<Build>[0], server: ServerOptions) {
      const plugins = server?.plugins ?? [];
      const text = coercing(externalSchemas, { plugins, customOptions: { ...SHARED, coerceTypes: 'array' } });
      const json = exact(externalSchemas, { plugins, customOptions: { ...SHARED, coerceTypes: false } });
      return (route: Route) => (route.httpPart === 'body' ? json(route) : text(route));
    },
  };
}
