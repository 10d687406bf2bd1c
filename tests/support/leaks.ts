/**
 * Scans an API answer (or an event payload) for objects the caller may not know about: accounts
 * outside its view, contracts it is not a party to, payouts it neither earned nor gave. Used by
 * the access matrix (tests/integration/agent-access.test.ts).
 *
 * What counts as a reference, by shape (ids of different tables can be equal numbers, so a bare
 * number is only read as an account, contract or payout where the shape says so):
 *   - an account: `id` of an object that also has that account's `username`; the keys in ACCOUNT_KEYS; and any
 *     string containing a known username (usernames are random, so a hit is never a coincidence);
 *   - a contract: `id` of an object with `terms` and `state` (ContractView), or any `contractId`;
 *   - a payout: `id` of an object with `periodStart` and `earner` (PayoutView).
 * Objects the test did not make (unknown ids, new registrations) are not judged.
 */

const ACCOUNT_KEYS = ['accountId', 'parentId', 'earnerId', 'agentId', 'downlineId', 'fromId', 'toId'];

export interface Known {
  /** Account id -> username of every account the test made. */
  accounts: Map<number, string>;
  contracts: Set<number>;
  payouts: Set<number>;
}

export interface Visible {
  account(id: number): boolean;
  contract(id: number): boolean;
  payout(id: number): boolean;
}

/** Every reference in `value` that the caller must not see, as `path: what`; empty when clean. */
export function leaksIn(value: unknown, known: Known, visible: Visible): string[] {
  const names = [...known.accounts].map(([id, username]) => ({ id, username: username.toLowerCase() }));
  const out: string[] = [];
  const account = (id: unknown, at: string) => {
    if (typeof id === 'number' && known.accounts.has(id) && !visible.account(id)) out.push(`${at}: account ${id} (${known.accounts.get(id)})`);
  };
  const walk = (v: unknown, at: string): void => {
    if (typeof v === 'string') {
      const s = v.toLowerCase();
      for (const n of names) if (s.includes(n.username) && !visible.account(n.id)) out.push(`${at}: username ${n.username}`);
      return;
    }
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${at}[${i}]`));
    if (v === null || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    // An account's own `id` stands beside its own username; a row that names an account by
    // username and has an id of its own (a transaction, an order) is judged by the username.
    if (typeof o.username === 'string' && known.accounts.get(o.id as number)?.toLowerCase() === o.username.toLowerCase()) account(o.id, `${at}.id`);
    for (const k of ACCOUNT_KEYS) account(o[k], `${at}.${k}`);
    const contract = (id: unknown, where: string) => {
      if (typeof id === 'number' && known.contracts.has(id) && !visible.contract(id)) out.push(`${where}: contract ${id}`);
    };
    if ('terms' in o && 'state' in o) contract(o.id, `${at}.id`);
    contract(o.contractId, `${at}.contractId`);
    if ('periodStart' in o && 'earner' in o && typeof o.id === 'number' && known.payouts.has(o.id) && !visible.payout(o.id)) {
      out.push(`${at}.id: payout ${o.id}`);
    }
    for (const [k, x] of Object.entries(o)) walk(x, `${at}.${k}`);
  };
  walk(value, '$');
  return out;
}
