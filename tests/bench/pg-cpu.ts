/**
 * Measurement aid (not a test): PostgreSQL CPU per committed transaction in one database, sampled
 * each second while another bench writes to it (docs/SCALING.md). PostgreSQL must run on this
 * machine: the CPU is read from /proc of the backends connected to that database (the server's
 * shared WAL writer, checkpointer and background writer are printed apart, for the whole server,
 * so other databases' work shows up there). Usage, beside e.g. `bench/ledger.ts` on the same URL:
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/pg-cpu.ts [--seconds 300]
 * It stops when the other connections to the database have closed (or after --seconds).
 */
import fs from 'node:fs';
import postgres from 'postgres';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** utime + stime of a process in ms, 0 when it has gone. */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

async function main(url: string, seconds: number) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  // Backends already connected count from the first sample; those that connect later from their
  // start (a pool opens its connections during the first second of the load).
  const seen = new Map<number, number>();
  let first = true;
  // This script's own statements commit too: they are taken off the count.
  let mine = 0;
  const connected = async () => {
    mine += 1;
    const [row] = await sql<{ n: string }[]>`select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
    return Number(row!.n);
  };
  const sample = async () => {
    mine += 3;
    const own = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
    const shared = await sql<{ pid: number }[]>`select pid from pg_stat_activity where backend_type in ('walwriter', 'checkpointer', 'background writer')`;
    const [db] = await sql<{ commits: string }[]>`select xact_commit as commits from pg_stat_database where datname = current_database()`;
    let backends = 0;
    for (const { pid } of own) {
      const now = cpuMs(pid);
      backends += now - (seen.get(pid) ?? (first ? now : 0));
      seen.set(pid, now);
    }
    first = false;
    return { backends, shared: shared.reduce((s, r) => s + cpuMs(r.pid), 0), commits: Number(db!.commits) };
  };
  // The commit counter is flushed by busy backends only now and then (up to a minute late), but
  // surely when they disconnect: so the run ends when the load's connections have gone, and the
  // commits are counted then. Per second, only the CPU is printed.
  const start = await sample();
  let last = start;
  let cpu = 0;
  let active = false;
  console.log('second  backend CPU ms/s  shared CPU ms/s');
  for (let i = 1; i <= seconds; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const s = await sample();
    cpu += s.backends;
    console.log(`${String(i).padStart(6)}  ${s.backends.toFixed(0).padStart(16)}  ${(s.shared - last.shared).toFixed(0).padStart(15)}`);
    last = s;
    if (seen.size > 0 && s.backends > 0) active = true;
    else if (active && (await connected()) === 0) break;
  }
  await new Promise((r) => setTimeout(r, 1500));
  const commits = (await sample()).commits - start.commits - mine;
  console.log(`total: ${commits} commits, ${cpu.toFixed(0)} ms backend CPU, ${((cpu * 1000) / Math.max(1, commits)).toFixed(0)} us per commit`);
  await sql.end({ timeout: 2 });
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('set BENCH_DATABASE_URL=postgres://... (the database another bench writes to)');
const i = process.argv.indexOf('--seconds');
await main(url, i > 0 ? Number(process.argv[i + 1]) : 300);
