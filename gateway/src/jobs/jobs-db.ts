import type { Sql } from '../db/index.js';

const JSON_BATCH = /json_to_recordset\(\$1\)/;

export interface JobsDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Whether a statement of the engine is in flight (a completion it sent without waiting). */
  busy(): boolean;
  /** Resolves when the statements in flight now have settled. */
  settle(): Promise<void>;
  /** After this, the engine's statements never run: the pool is about to close under it. */
  close(): void;
}

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
 * - pg-boss marks a run completed without waiting for that statement: the engine waits for what
 *   is in flight before the pool closes, then closes this port. A statement after that never
 *   answers (pg-boss reads its answer's rows, so an empty one would throw, and a failure would
 *   surface as an unhandled rejection): the run it was for stays active until it expires.
 */
export function jobsDb(sql: Sql): JobsDb {
  const pooled = (sql.options.max ?? 1) > 1;
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  async function run(text: string, args: never[]): Promise<{ rows: unknown[] }> {
    if (pooled && /^\s*BEGIN\s*;/i.test(text)) {
      const conn = await sql.reserve();
      try {
        return { rows: await conn.unsafe(text, args) };
      } finally {
        conn.release();
      }
    }
    return { rows: await sql.unsafe(text, args) };
  }

  return {
    executeSql(text, values = []) {
      if (closed) return new Promise(() => {});
      const args = values.map((v) => (v === undefined ? null : v)) as never[];
      if (JSON_BATCH.test(text) && typeof args[0] === 'string') args[0] = JSON.parse(args[0]) as never;
      const p = run(text, args);
      inFlight.add(p);
      void p.catch(() => {}).finally(() => inFlight.delete(p));
      return p;
    },
    busy: () => inFlight.size > 0,
    async settle() {
      await Promise.allSettled([...inFlight]);
    },
    close() {
      closed = true;
    },
  };
}
