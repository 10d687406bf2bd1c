import { randomUUID } from 'node:crypto';
import { DEMO_VENDORS, demoGames } from '../games/demo-catalogue.js';
import {
  baccaratPayout,
  dealBaccarat,
  matchPayout,
  MATCH_ODDS,
  playMatch,
  spin,
  spinMultiplier,
  type BaccaratSide,
  type MatchPick,
  type PageKind,
} from './games.js';
import { WalletRefusal, type DemoWalletClient, type Operator } from './wallet-client.js';

/**
 * Rounds of the demo vendor: stake, outcome, payout, all through the vendor API. Match bets are
 * settled a few seconds later by the vendor itself, as a sportsbook settles at the final whistle;
 * until then they live in this process's memory (a real vendor's own database). If the process
 * stops first, our debit timeout returns the stake.
 */

/** The kind of page a vendor's games get: live tables, a match bet slip, or a spin. */
export function pageKind(vendor: string): PageKind {
  const types = Object.keys(DEMO_VENDORS.find((v) => v.code === vendor)?.types ?? {});
  if (types.includes('LIVE')) return 'table';
  if (types.includes('SPORTS') || types.includes('ESPORTS')) return 'match';
  return 'spin';
}

export const vendorName = (vendor: string) => DEMO_VENDORS.find((v) => v.code === vendor)?.name ?? vendor;

/** The vendor's own catalogue (a real provider knows its games' names), built on first use. */
let names: Map<string, string> | null = null;
/** A game's name by its code at this vendor; the code for one it does not know. */
export function gameName(vendor: string, code: string): string {
  names ??= new Map(demoGames().map((g) => [`${g.vendor_code}/${g.game_code}`, g.name]));
  return names.get(`${vendor}/${code}`) ?? code;
}

export type Bet = { kind: 'table'; side: BaccaratSide } | { kind: 'match'; pick: MatchPick } | { kind: 'spin' };

export interface MatchTicket {
  id: string;
  token: string;
  pick: MatchPick;
  amount: number;
  state: 'open' | 'settled' | 'failed';
  result?: { result: MatchPick; homeGoals: number; awayGoals: number; payout: number };
  createdAt: number;
}

/** Tickets kept for the page to read back; older ones are forgotten. */
const TICKET_TTL_MS = 3_600_000;

export class DemoRounds {
  private tickets = new Map<string, MatchTicket>();
  private timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly wallet: DemoWalletClient,
    private readonly settleAfterMs: number,
  ) {}

  balance = (who: Operator, token: string) => this.wallet.balance(who, token);

  async play(who: Operator, token: string, game: string, amount: number, bet: Bet) {
    const roundId = `${game}-${randomUUID()}`;
    if (bet.kind !== pageKind(who.vendor)) throw new WalletRefusal('BET_INVALID', 'This bet is not offered by this game');
    const { txId, reply } = await this.wallet.debit(who, token, roundId, amount);
    if (bet.kind === 'match') {
      const ticket: MatchTicket = { id: txId, token, pick: bet.pick, amount, state: 'open', createdAt: Date.now() };
      this.remember(ticket);
      this.later(() => this.settleMatch(who, roundId, ticket));
      return { kind: 'match' as const, ticketId: txId, odds: MATCH_ODDS[bet.pick], balance: reply.balance, currency: reply.currency };
    }
    if (bet.kind === 'table') {
      const hand = dealBaccarat();
      const payout = baccaratPayout(bet.side, hand.winner, amount);
      const paid = await this.wallet.credit(who, txId, roundId, payout);
      return { kind: 'table' as const, ...hand, payout, balance: paid.balance, currency: paid.currency };
    }
    const reels = spin();
    const payout = amount * spinMultiplier(reels);
    const paid = await this.wallet.credit(who, txId, roundId, payout);
    return { kind: 'spin' as const, reels, payout, balance: paid.balance, currency: paid.currency };
  }

  /** A ticket as its owner may read it (the token that placed it). */
  ticket(id: string, token: string): MatchTicket | null {
    const t = this.tickets.get(id);
    return t && t.token === token ? t : null;
  }

  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async settleMatch(who: Operator, roundId: string, ticket: MatchTicket) {
    const match = playMatch();
    const payout = matchPayout(ticket.pick, match.result, ticket.amount);
    try {
      // The player token may have expired by now: a credit needs only the bet.
      await this.wallet.credit(who, ticket.id, roundId, payout);
      ticket.result = { ...match, payout };
      ticket.state = 'settled';
    } catch {
      ticket.state = 'failed';
    }
  }

  private later(fn: () => Promise<void>) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void fn();
    }, this.settleAfterMs);
    timer.unref();
    this.timers.add(timer);
  }

  private remember(ticket: MatchTicket) {
    const cutoff = Date.now() - TICKET_TTL_MS;
    for (const [id, t] of this.tickets) if (t.createdAt < cutoff) this.tickets.delete(id);
    this.tickets.set(ticket.id, ticket);
  }
}
