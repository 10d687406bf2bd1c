import { ENUMERATION_MISSES_PER_IP, ENUMERATION_MISSES_PER_TARGET, ENUMERATION_WINDOW_MINUTES } from '@wl/shared';
import type { Db } from '../db/index.js';
import { AppError } from './errors.js';

/**
 * The enumeration budget. Login, the SMS routes, forgot password and the affiliate check must
 * keep their "does not exist" answers (USER_NOT_FOUND and the like), so instead of hiding them we
 * make them scarce: each IP (and each probed name) gets a few per hour per site, shared by all of these routes and all
 * gateway nodes (the counts live in PostgreSQL). A probe is refused up front once either is spent.
 *
 * Only answers that cost nothing to an account owner are counted. A target key names a thing
 * that does not exist (or, for forgot-by-email, a username + email pair that does not match),
 * so an attacker cannot spend the budget of someone else's real account. See docs/THROTTLES.md.
 */
export interface Probe {
  merchantId: number;
  ip: string;
  /** What was looked up, namespaced by kind: `user:alice`, `mobile:+639170000001`, `affiliate:AGENT01`. None: count the IP only. */
  target?: string;
}

const WINDOW = `${ENUMERATION_WINDOW_MINUTES} minutes`;
const ipKey = (p: Probe) => `enum-ip:${p.merchantId}:${p.ip}`;
const targetKey = (p: Probe) => (p.target ? `enum-t:${p.merchantId}:${p.target}` : null);

/** Refuses with TOO_MANY_REQUESTS (and when to come back) if the IP or the target has no budget left. */
export async function checkProbeBudget(db: Db, p: Probe): Promise<void> {
  const tKey = targetKey(p);
  const [spent] = await db<{ seconds: number }[]>`
    select ceil(extract(epoch from (max(window_start) + ${WINDOW}::interval - now())))::int as seconds
    from probe_budget
    where window_start > now() - ${WINDOW}::interval
      and ((key = ${ipKey(p)} and count >= ${ENUMERATION_MISSES_PER_IP})
        or (key = ${tKey ?? ''} and count >= ${ENUMERATION_MISSES_PER_TARGET}))
    having max(window_start) is not null`;
  if (spent) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.max(1, spent.seconds) });
}

/** Counts one revealing answer against the IP and the target. A window starts at its first answer. */
export async function spendProbe(db: Db, p: Probe): Promise<void> {
  const keys = [ipKey(p), targetKey(p)].filter((k): k is string => k !== null);
  await db`
    insert into probe_budget (key, count) select unnest(${keys}::text[]), 1
    on conflict (key) do update set
      count = case when probe_budget.window_start <= now() - ${WINDOW}::interval then 1 else probe_budget.count + 1 end,
      window_start = case when probe_budget.window_start <= now() - ${WINDOW}::interval then now() else probe_budget.window_start end`;
  // Old windows are dead weight: drop a few each time, so the table stays the size of one hour.
  await db`delete from probe_budget where key in (
             select key from probe_budget where window_start < now() - ${WINDOW}::interval limit 50)`;
}
