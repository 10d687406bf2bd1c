export { buildApp, type BuildOptions } from './app.js';
export { loadConfig, type Config } from './config.js';
export { openDatabase, type Database, type Sql } from './db/index.js';
export { migrate, MigrationError } from './db/migrate.js';
export { seed, DEMO } from './plugins/seed.js';
export { hashPassword } from './modules/accounts/secrets.js';
