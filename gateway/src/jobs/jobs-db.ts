import type { Sql } from '../db/index.js';

/**
 * pg-boss's database port over our driver, so the job engine needs no second driver and works on
 * the embedded PGlite too (one connection: pg-boss's statements queue behind requests there).
 *
 * - pg-boss sends `undefined` for an absent option; postgres.js refuses it, PostgreSQL takes null.
 * - Its maintenance scripts are `BEGIN; ...; COMMIT;` in one text: on a pool, postgres.js runs such
 *   a script only on a connection reserved for it, so the transaction cannot be split across two.
 * - pg-boss reads rows by the quoted camel-case aliases it writes in its SQL, which the pool's
 *   snake-to-camel column transform leaves as they are.
 * - Its batch insert passes the jobs as JSON text for `json_to_recordset($1)`; postgres.js encodes
 *   every value of a json parameter itself, so the text is handed over as the array it encodes
 *   (else it would arrive as one JSON string).
 */
const JSON_BATCH = /json_to_recordset\(\$1\)/;

export function jobsDb(sql: Sql): { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } {
  const pooled = (sql.options.max ?? 1) > 1;
  return {
    async executeSql(text, values = []) {
      const args = values.map((v) => (v === undefined ? null : v)) as never[];
      if (JSON_BATCH.test(text) && typeof args[0] === 'string') args[0] = JSON.parse(args[0]) as never;
      if (pooled && /^\s*BEGIN\s*;/i.test(text)) {
        const conn = await sql.reserve();
        try {
          return { rows: await conn.unsafe(text, args) };
        } finally {
          conn.release();
        }
      }
      return { rows: await sql.unsafe(text, args) };
    },
  };
}
