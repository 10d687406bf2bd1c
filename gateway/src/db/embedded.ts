import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import fs from 'node:fs';
import net from 'node:net';

/**
 * PGlite runs PostgreSQL inside this process's WebAssembly memory, which grows to what was ever
 * touched and never shrinks: PostgreSQL's server defaults (128 MB of shared buffers, 64 MB for
 * index builds) sized it for a machine of its own. One small site on one connection needs far
 * less; these keep the gateway's idle memory on the embedded database down (docs/BENCHMARKS.md,
 * "Memory and the login").
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=2MB'];

/**
 * The embedded default when no DATABASE_URL is set: PGlite keeps its files under DATA_DIR and
 * pglite-socket serves it on a loopback port so the normal driver talks to it like any server.
 */
export async function startEmbedded(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: `${dataDir}/pg`, startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1' });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}
