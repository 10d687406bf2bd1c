import type { RealityCheckAnswer, RealityCheckState } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { revokeSessions } from '../accounts/sessions.js';
import { dbNow, lockMember, logResponsible, type Actor } from './responsible-store.js';

/**
 * Reality check (docs/RESPONSIBLE.md "Reality check"): every interval the member chose, the site
 * shows how long this session has lasted and what it has won or lost with real money, and asks
 * whether to go on. The server keeps the interval, the session's start, each answer (the next
 * check counts from the last one of the session, so every tab and every reload agree), and the
 * figures, read from the ledger. The timing itself runs in the browser (machines/src/reality-check.ts).
 */

export interface SessionFigures {
  bets: number;
  wins: number;
  net: number;
}

/**
 * Real-money play of the account since `since`, with the definitions of the agent figures
 * (agent-settlement/settlement-figures.ts): valid bets = stakes (`bet`, negative `bet.*`) minus returned
 * stakes (`rollback`); wins = `win` and positive `bet.*`; net = wins - valid bets. The main
 * wallet and game sub-wallets of the real book; play money never counts.
 */
export async function figuresSince(db: Db, accountId: number, since: Date): Promise<SessionFigures> {
  const [r] = await db<{ staked: string; returned: string; wins: string }[]>`
    select coalesce(-sum(p.amount) filter (where (j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0), 0)::bigint as staked,
           coalesce(sum(p.amount) filter (where j.kind = 'rollback'), 0)::bigint as returned,
           coalesce(sum(p.amount) filter (where j.kind = 'win' or (j.kind like 'bet.%' and p.amount > 0)), 0)::bigint as wins
    from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
    where w.account_id = ${accountId} and w.kind in ('real', 'vendor') and w.book = 'real'
      and j.created_at >= ${since} and (j.kind in ('bet', 'win', 'rollback') or j.kind like 'bet.%')`;
  const bets = Number(r?.staked ?? 0) - Number(r?.returned ?? 0);
  const wins = Number(r?.wins ?? 0);
  return { bets, wins, net: wins - bets };
}

export async function realityInterval(db: Db, accountId: number): Promise<number | null> {
  const [row] = await db<{ intervalSeconds: number }[]>`select interval_seconds from reality_checks where account_id = ${accountId}`;
  return row?.intervalSeconds ?? null;
}

export async function realityState(db: Db, account: AccountRecord, sessionId: number): Promise<RealityCheckState> {
  const accountId = Number(account.id);
  const [s] = await db<{ startedAt: Date; anchorAt: Date; now: Date }[]>`
    select s.created_at as started_at, now() as now,
           greatest(s.created_at, (select max(created_at) from responsible_log where session_id = s.id and action = 'reality-continue')) as anchor_at
    from sessions s where s.id = ${sessionId}`;
  const [intervalSeconds, figures] = await Promise.all([realityInterval(db, accountId), figuresSince(db, accountId, s!.startedAt)]);
  return {
    intervalSeconds,
    sessionStartedAt: s!.startedAt.toISOString(),
    anchorAt: s!.anchorAt.toISOString(),
    serverTime: s!.now.toISOString(),
    currency: account.currency,
    ...figures,
  };
}

/** Off (null) or one of the offered intervals; logged. Applies to the running session at once. */
export async function setRealityInterval(sql: Sql, account: AccountRecord, minutes: number | null, who: Pick<Actor, 'sessionId' | 'ip'>): Promise<void> {
  const accountId = Number(account.id);
  await sql.begin(async (tx) => {
    await lockMember(tx, accountId);
    if (minutes === null) await tx`delete from reality_checks where account_id = ${accountId}`;
    else {
      await tx`
        insert into reality_checks (account_id, interval_seconds) values (${accountId}, ${minutes * 60})
        on conflict (account_id) do update set interval_seconds = excluded.interval_seconds, updated_at = now()`;
    }
    await logResponsible(tx, { accountId, merchantId: account.merchantId, ...who }, 'reality-interval', { minutes });
  });
}

/**
 * The member's answer, logged with what the check showed (session length and figures at this
 * moment). `stop` ends this session as a logout does (its sockets are told); the client clears
 * itself and its other tabs. `continue` moves the anchor: the next check is one interval from now.
 */
export async function answerReality(sql: Sql, account: AccountRecord, answer: RealityCheckAnswer, who: Actor & { sessionId: number }): Promise<void> {
  const accountId = Number(account.id);
  await sql.begin(async (tx) => {
    const [s] = await tx<{ startedAt: Date }[]>`select created_at as started_at from sessions where id = ${who.sessionId}`;
    const [now, figures] = await Promise.all([dbNow(tx), figuresSince(tx, accountId, s!.startedAt)]);
    const sessionMinutes = Math.floor((now.getTime() - s!.startedAt.getTime()) / 60_000);
    await logResponsible(tx, who, answer === 'stop' ? 'reality-stop' : 'reality-continue', { sessionMinutes, ...figures });
    if (answer === 'stop') await revokeSessions(tx, { sessionId: who.sessionId }, 'logout');
  });
}
