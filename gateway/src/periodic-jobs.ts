import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Sql } from './db/index.js';
import { drain } from './jobs/batch.js';
import type { JobDef } from './jobs/engine.js';
import { sweepExpiredSessions } from './modules/accounts/session-expiry.js';
import { settleDue } from './modules/agent-settlement/settlement.js';
import { runAccrual } from './modules/agent-salary/salary-accrual.js';
import { sweepBonusLocks } from './modules/bonus-locks/expiry.js';
import { sweepExpiredDeposits } from './modules/deposit/deposit-expiry.js';
import { sweepLottery } from './modules/lottery/draws.js';
import { pruneSmallWins } from './modules/games/winners-prune.js';
import { BROADCAST_SWEEP_MS, drainBroadcasts } from './modules/messages/broadcast-push.js';
import { runMissionSweep } from './modules/missions/sweep.js';
import { runPointsEarning } from './modules/points/earn.js';
import { runDailyRebates } from './modules/rebates/daily.js';
import { sweepTimedOutDebits } from './modules/vendor-wallet/timeout.js';
import { runVipWeekly } from './modules/vip/payouts.js';
import { RECEIPT_SWEEP_MS, sweepAutoReceipts } from './modules/withdrawal/receipt.js';

/** Small wins past the board's limit go once an hour: the table holds a day of them at most, and more. */
const WINNERS_PRUNE_MS = 3_600_000;

/** A lottery draw closes, draws and opens within about a second of its time. */
const LOTTERY_SWEEP_MS = 1000;

/**
 * Every periodic job of the gateway, run by the job engine (jobs/engine.ts): the one list of what
 * runs in the background and how often (the intervals are settings: config.ts).
 */
export function periodicJobs(sql: Sql, config: Config, log: FastifyBaseLogger): JobDef[] {
  return [
    // Batch after batch, each a short transaction of its own (jobs/batch.ts).
    { name: 'session-expiry', everyMs: config.sessionSweepMs, run: () => drain(() => sweepExpiredSessions(sql)) },
    { name: 'deposit-expiry', everyMs: config.sessionSweepMs, run: () => drain(() => sweepExpiredDeposits(sql)) },
    { name: 'withdrawal-receipts', everyMs: RECEIPT_SWEEP_MS, run: () => drain(() => sweepAutoReceipts(sql)) },
    { name: 'debit-timeout', everyMs: config.debitSweepMs, run: () => sweepTimedOutDebits(sql) },
    { name: 'lottery-draws', everyMs: LOTTERY_SWEEP_MS, run: async () => total(await sweepLottery(sql)) },
    { name: 'message-broadcasts', everyMs: BROADCAST_SWEEP_MS, run: () => drainBroadcasts(sql) },
    // Settlement pays batch after batch: a run may take minutes after downtime.
    { name: 'agent-settlement', everyMs: config.settlementSweepMs, expireSeconds: 900, run: async () => sum(await settleDue(sql, new Date(), log)) },
    { name: 'salary-accrual', everyMs: config.salaryAccrualMs, run: () => runAccrual(sql) },
    { name: 'points-earning', everyMs: config.pointsSweepMs, run: () => runPointsEarning(sql) },
    { name: 'mission-badges', everyMs: config.missionSweepMs, run: () => runMissionSweep(sql) },
    { name: 'vip-weekly', everyMs: config.vipSweepMs, expireSeconds: 900, run: () => runVipWeekly(sql, new Date(), log) },
    { name: 'rebate-daily', everyMs: config.rebateSweepMs, expireSeconds: 900, run: () => runDailyRebates(sql, new Date(), log) },
    { name: 'winners-prune', everyMs: WINNERS_PRUNE_MS, run: () => drain(() => pruneSmallWins(sql)) },
    { name: 'bonus-locks', everyMs: config.bonusLockSweepMs, expireSeconds: 900, run: () => sweepBonusLocks(sql) },
  ];
}

const sum = (o: { paid: number; zero: number }) => o.paid + o.zero;
const total = (o: object) => (Object.values(o) as number[]).reduce((a, b) => a + b, 0);
