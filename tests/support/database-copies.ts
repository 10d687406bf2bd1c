import postgres from 'postgres';

/**
 * Copies of the run's database for the test workers (database.ts), made with
 * `CREATE DATABASE … TEMPLATE`: a file copy that takes a fraction of a second, while migrating
 * and seeding a fresh database takes several. Nothing here imports vitest, so global-setup can
 * use it in the main process.
 */
export const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
};

const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** The copy `<run database>_<group>_w<worker>`; made when missing, kept when it is there. */
export async function ensureCopy(base: string, group: string, worker: string): Promise<string> {
  const template = databaseOf(base);
  const name = `${template}_${group}_w${worker}`;
  const admin = postgres(withDatabase(base, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.unsafe(`create database "${name}" template "${template}"`);
        break;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === '42P04') break; // made by this worker for an earlier file
        // 55006: someone is connected to the template for a moment (another project's setup).
        if (code !== '55006' || attempt >= 50) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return withDatabase(base, name);
}

/** Drops every copy of one group (a project's global teardown). */
export async function dropCopies(base: string, group: string): Promise<void> {
  const admin = postgres(withDatabase(base, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    const prefix = `${databaseOf(base)}_${group}_w`.replace(/[\\_%]/g, (c) => `\\${c}`);
    const rows = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`${prefix}%`}`;
    for (const { datname } of rows) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
