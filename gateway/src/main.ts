import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { MigrationError, migrate } from './db/migrate.js';
import { seed } from './plugins/seed.js';
import { buildApp } from './app.js';

/** `npm start`: validate config, open (or embed) the database, migrate, seed, listen. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = Date.now();
  const db = await openDatabase(config);
  try {
    await migrate(db.sql);
  } catch (err) {
    if (err instanceof MigrationError) {
      console.error(`Database schema refused: ${err.message}.`);
      await db.close().catch(() => undefined);
      process.exit(1);
    }
    throw err;
  }
  if (config.seedDemo && (await seed(db.sql))) console.log('Demo data loaded (see README for the demo logins).');
  const { app } = await buildApp(config, db.sql, { embedded: db.mode === 'embedded', poolSize: db.mode === 'embedded' ? 1 : 10 });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: db.mode, ms: Date.now() - started }, `site, API and Socket.IO on ${config.publicUrl}`);
  // One plain line for the person who typed `npm start` (the log above is JSON for machines).
  console.log(`ready at ${config.publicUrl}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
