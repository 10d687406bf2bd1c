import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { replyTo, greeting } from './replies.js';

/**
 * The demo chat provider's sessions (docs/LIVE-MODELS.md "Demo chat provider"), in memory: a chat
 * is a short conversation, not a record. The page's token is `<sid>.<expiry ms>.<mac>`, the MAC
 * made with a key drawn when the process starts, so nobody can make a token for a session, change
 * its expiry or name another session's id; and once the expiry passes it is refused even though
 * its session may still be in memory.
 */

export interface ChatMessage {
  id: number;
  from: 'host' | 'me';
  text: string;
  at: string;
}

interface Session {
  sid: string;
  hostName: string;
  displayName: string;
  expiresAt: number;
  messages: ChatMessage[];
  /** When the host's pending answer is written (the page shows "typing" until then). */
  replyAt: number | null;
  turns: number;
  /** Times of the person's recent messages, for the per-session rate. */
  recent: number[];
}

export type TokenCheck = { ok: true; sid: string } | { ok: false; code: 'CHAT_SESSION_INVALID' | 'CHAT_SESSION_EXPIRED' };

export const SESSION_TTL_MS = 20 * 60_000;
/** The most a session keeps (older ones drop off the page's history, not the host's memory). */
const MESSAGES_MAX = 200;
const SESSIONS_MAX = 20_000;
/** Per session, per minute: a person types, a script floods. */
export const MESSAGES_PER_MINUTE = 20;

export class ChatSessions {
  private readonly key = randomBytes(32);
  private readonly sessions = new Map<string, Session>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly replyDelay: () => number = () => 1_000 + randomInt(1_200)) {
    this.sweep = setInterval(() => this.dropExpired(), 60_000);
    this.sweep.unref();
  }

  stop() {
    clearInterval(this.sweep);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private mac(sid: string, exp: number) {
    return createHmac('sha256', this.key).update(`${sid}.${exp}`).digest('base64url').slice(0, 32);
  }

  open(hostName: string, displayName: string, now = Date.now()): { token: string; expiresAt: number } {
    if (this.sessions.size >= SESSIONS_MAX) this.dropExpired(now);
    if (this.sessions.size >= SESSIONS_MAX) this.sessions.delete(this.sessions.keys().next().value!);
    const sid = randomBytes(16).toString('base64url');
    const expiresAt = now + SESSION_TTL_MS;
    this.sessions.set(sid, {
      sid,
      hostName,
      displayName,
      expiresAt,
      replyAt: null,
      turns: 0,
      recent: [],
      messages: [{ id: 1, from: 'host', text: greeting(hostName, displayName), at: new Date(now).toISOString() }],
    });
    return { token: `${sid}.${expiresAt}.${this.mac(sid, expiresAt)}`, expiresAt };
  }

  check(token: string, now = Date.now()): TokenCheck {
    const m = /^([A-Za-z0-9_-]{22})\.(\d{13})\.([A-Za-z0-9_-]{32})$/.exec(token);
    if (!m) return { ok: false, code: 'CHAT_SESSION_INVALID' };
    const [, sid, expText, mac] = m as unknown as [string, string, string, string];
    const exp = Number(expText);
    if (!timingSafeEqual(Buffer.from(mac), Buffer.from(this.mac(sid, exp)))) return { ok: false, code: 'CHAT_SESSION_INVALID' };
    if (exp <= now) return { ok: false, code: 'CHAT_SESSION_EXPIRED' };
    // A good token whose session this process no longer holds (a restart): over, like an expiry.
    if (!this.sessions.has(sid)) return { ok: false, code: 'CHAT_SESSION_EXPIRED' };
    return { ok: true, sid };
  }

  view(sid: string) {
    const s = this.sessions.get(sid)!;
    return { hostName: s.hostName, displayName: s.displayName, expiresAt: new Date(s.expiresAt).toISOString() };
  }

  /** Messages after `after`, and whether the host is typing. */
  read(sid: string, after: number, now = Date.now()) {
    const s = this.sessions.get(sid)!;
    return { messages: s.messages.filter((m) => m.id > after), typing: s.replyAt !== null && s.replyAt > now - 50 };
  }

  /** The person's message; the host answers after a short typing pause. `null`: over the session's rate. */
  say(sid: string, text: string, now = Date.now()): ChatMessage | null {
    const s = this.sessions.get(sid)!;
    s.recent = s.recent.filter((t) => t > now - 60_000);
    if (s.recent.length >= MESSAGES_PER_MINUTE) return null;
    s.recent.push(now);
    const mine = this.push(s, 'me', text, now);
    // One answer at a time: a burst of messages gets one reply, to the last of them.
    if (s.replyAt === null) {
      const delay = this.replyDelay();
      s.replyAt = now + delay;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const live = this.sessions.get(sid);
        if (!live) return;
        const last = [...live.messages].reverse().find((m) => m.from === 'me');
        this.push(live, 'host', replyTo(last?.text ?? '', live.turns++, live.hostName, live.displayName), Date.now());
        live.replyAt = null;
      }, delay);
      this.timers.add(timer);
    }
    return mine;
  }

  private push(s: Session, from: ChatMessage['from'], text: string, now: number): ChatMessage {
    const m = { id: (s.messages.at(-1)?.id ?? 0) + 1, from, text, at: new Date(now).toISOString() };
    s.messages.push(m);
    if (s.messages.length > MESSAGES_MAX) s.messages.splice(0, s.messages.length - MESSAGES_MAX);
    return m;
  }

  private dropExpired(now = Date.now()) {
    for (const [sid, s] of this.sessions) if (s.expiresAt <= now) this.sessions.delete(sid);
  }
}

/**
 * A chat message as plain text: control characters and runs of white space become one space,
 * trimmed; `null` when nothing is left or it is longer than `max`. Never markup: the page shows
 * it with textContent, so `<b>` stays the four characters it is.
 */
export function cleanMessage(raw: string, max: number): string | null {
  const text = raw
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text || [...text].length > max) return null;
  return text;
}
