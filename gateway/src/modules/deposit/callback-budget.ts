import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/** Bad payment notifications an IP may send per site in an hour before it is refused outright. */
const BAD_CALLBACKS_PER_IP = 20;
const WINDOW = '60 minutes';
const ipKey = (merchantId: number, ip: string) => `paycb-ip:${merchantId}:${ip}`;

/**
 * Forged or mis-signed payment notifications are counted (docs/THROTTLES.md style): per IP in
 * `probe_budget` (shared by every node), and per order on the order itself (`bad_callbacks`), so
 * staff see an order somebody tried to fake. The IP count is checked before any work.
 */
export async function checkCallbackBudget(db: Db, merchantId: number, ip: string): Promise<void> {
  const [spent] = await db<{ seconds: number }[]>`
    select ceil(extract(epoch from (window_start + ${WINDOW}::interval - now())))::int as seconds from probe_budget
    where key = ${ipKey(merchantId, ip)} and count >= ${BAD_CALLBACKS_PER_IP} and window_start > now() - ${WINDOW}::interval`;
  if (spent) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.max(1, spent.seconds) });
}

export async function countBadCallback(db: Db, merchantId: number, ip: string, ref: string): Promise<void> {
  await db`
    insert into probe_budget (key, count) values (${ipKey(merchantId, ip)}, 1)
    on conflict (key) do update set
      count = case when probe_budget.window_start <= now() - ${WINDOW}::interval then 1 else probe_budget.count + 1 end,
      window_start = case when probe_budget.window_start <= now() - ${WINDOW}::interval then now() else probe_budget.window_start end`;
  await db`update deposit_orders set bad_callbacks = bad_callbacks + 1 where ref = ${ref} and merchant_id = ${merchantId}`;
}
