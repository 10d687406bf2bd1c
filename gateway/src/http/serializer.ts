import fastJsonStringify, { type Options } from 'fast-json-stringify';

type Schema = Parameters<typeof fastJsonStringify>[0];
type Serialize = (data: unknown) => string;

/**
 * Response serializers, one per distinct schema rather than one per route and status. Fastify's
 * default compiles every route's 200, 4xx and 5xx schema on its own, and fast-json-stringify gives
 * each schema with a union (`anyOf`: the error envelope's `value`, an optional object) a private
 * Ajv instance: about 1,200 of them at boot, most of the gateway's idle memory. Every route
 * answers its errors with the same envelope, and many success envelopes are alike, so the same
 * compiled function serves them all. The output is what the default gives, byte for byte: the
 * same library, the same schema.
 */
export function sharedSerializers() {
  return (externalSchemas: unknown, serializerOpts: Options | undefined) => {
    const opts: Options = { ...serializerOpts, schema: externalSchemas as Options['schema'] };
    const compiled = new Map<string, Serialize>();
    return ({ schema }: { schema?: unknown }): Serialize => {
      const key = JSON.stringify(schema);
      let fn = compiled.get(key);
      if (!fn) {
        fn = fastJsonStringify(schema as Schema, opts) as Serialize;
        compiled.set(key, fn);
      }
      return fn;
    };
  };
}
