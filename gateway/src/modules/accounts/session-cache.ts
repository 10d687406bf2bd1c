import type { Sql } from '../../db/index.js';
import { BusCache } from '../../db/bus-cache.js';
import type { CacheBus } from '../../db/cache-bus.js';
import { Batch } from '../../db/batch.js';
import { findSessionMembers, markSessionsSeen, type SessionAsk, type SessionMember } from './accounts.js';
import { hashToken } from './secrets.js';

/** Sessions kept per node; the oldest goes first past this. */
const MAX_SESSIONS = 50_000;
/** An entry is read again after this long even without a change (a bound, not the mechanism). */
const MAX_AGE_MS = 5 * 60_000;
/** How often "last seen" is written per session. */
const SEEN_EVERY_MS = 60_000;

interface Held {
  member: SessionMember;
  seenAt: number;
}

/**
 * Who a session token belongs to, answered from this node's memory on the hot path (every member
 * call and socket handshake), kept true by the cache bus: triggers on `sessions` and `accounts`
 * name the account whenever a session is revoked, expires early, must change its password, or the
 * account changes (status, profile, password), and every node drops that account's sessions
 * (docs/SESSIONS.md "Cache"). A revocation therefore takes effect on every node within the bus's
 * liveness bound (one second); while the bus cannot prove that, every lookup reads the database.
 */
export class SessionCache {
  private readonly cache: BusCache<Held>;
  /** A turn's misses go as one read (a reconnect storm after a node restart misses for everyone). */
  private readonly misses: Batch<SessionAsk, SessionMember | null>;

  constructor(
    private readonly sql: Sql,
    bus: CacheBus,
  ) {
    this.cache = new BusCache(bus, { name: 'sessions', maxEntries: MAX_SESSIONS, maxAgeMs: MAX_AGE_MS });
    this.misses = new Batch((asks) => findSessionMembers(this.sql, asks));
  }

  async find(token: string | null | undefined, merchantId: number): Promise<SessionMember | null> {
    if (!token || token.length > 100) return null;
    const key = `${merchantId}:${hashToken(token).toString('base64')}`;
    const held = await this.cache.get(key, async () => {
      const member = await this.misses.load({ token, merchantId });
      // Shared by every request of the session: frozen, so no caller can change another's view.
      if (member) Object.freeze(member.account);
      return member && { value: { member, seenAt: Date.now() }, tags: [`member:${member.account.id}`], until: member.expiresAt };
    });
    if (!held) return null;
    if (Date.now() - held.seenAt > SEEN_EVERY_MS) {
      held.seenAt = Date.now();
      await markSessionsSeen(this.sql, [held.member.sessionId]);
    }
    return held.member;
  }

  /** Hits, misses and bypasses so far on this node. */
  get reads() {
    return this.cache.reads;
  }

  close() {
    this.cache.close();
  }
}
