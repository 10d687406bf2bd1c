/**
 * The tabs of one browser as one session (docs/SESSIONS.md "Several tabs"). The token
 * lives in sessionStorage, which is per tab: this link lets the open tabs of the same
 * site tell each other about it over a BroadcastChannel, which reaches only documents of the same
 * origin in the same browser profile (never another site, never a vendor's game frame on its own
 * origin, never another profile or a private window). session.ts decides what each message does.
 *
 *   ask    a tab that starts without a session asks whether another tab has one;
 *   share  the answer of a signed-in tab, addressed to the asker only;
 *   login  a tab signed in: the others take the same session;
 *   logout a session ended here (logout, forced, refused token): tabs holding that token end too,
 *          saying why when it was forced;
 *   reality the reality-check setting or anchor changed (an answer, a new interval): re-read it.
 */
export type TabMessage =
  | { type: 'ask'; from: string }
  | { type: 'share'; to: string; token: string }
  | { type: 'login'; token: string }
  /** `messageKey`: why a forced end happened (i18n key), for the other tabs to say too. */
  | { type: 'logout'; token: string; messageKey?: string }
  | { type: 'reality' };

type Handler<T extends TabMessage['type']> = (m: Extract<TabMessage, { type: T }>) => void;

const str = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 512;

/** Messages come from other documents of the origin: checked like any input before use. */
export function isTabMessage(m: unknown): m is TabMessage {
  if (!m || typeof m !== 'object') return false;
  const x = m as Record<string, unknown>;
  switch (x.type) {
    case 'ask':
      return str(x.from);
    case 'share':
      return str(x.to) && str(x.token);
    case 'login':
      return str(x.token);
    case 'logout':
      return str(x.token) && (x.messageKey === undefined || (str(x.messageKey) && /^[\w.]+$/.test(x.messageKey as string)));
    case 'reality':
      return true;
    default:
      return false;
  }
}

/** What the link needs of a BroadcastChannel (tests hand it one of Node's). */
export interface ChannelLike {
  postMessage(m: unknown): void;
  onmessage: ((e: MessageEvent) => void) | null;
  close?(): void;
}

export class TabLink {
  /** This tab's id, so an answer reaches only the tab that asked. */
  readonly id = Math.random().toString(36).slice(2) + Date.now().toString(36);
  private handlers = new Map<string, Set<(m: TabMessage) => void>>();

  constructor(private readonly channel: ChannelLike | null) {
    if (channel) channel.onmessage = (e) => this.receive(e.data);
  }

  post(m: TabMessage) {
    try {
      this.channel?.postMessage(m);
    } catch {
      // A closed channel (the page is being unloaded): nothing to tell.
    }
  }

  on<T extends TabMessage['type']>(type: T, fn: Handler<T>): () => void {
    const set = this.handlers.get(type) ?? new Set();
    set.add(fn as (m: TabMessage) => void);
    this.handlers.set(type, set);
    return () => set.delete(fn as (m: TabMessage) => void);
  }

  /**
   * Asks the open tabs for their session: the token of the first to answer, or null after
   * `waitMs` (no other tab, or none signed in). Without BroadcastChannel: null at once.
   */
  ask(waitMs: number): Promise<string | null> {
    if (!this.channel) return Promise.resolve(null);
    return new Promise((resolve) => {
      const done = (token: string | null) => {
        clearTimeout(timer);
        off();
        resolve(token);
      };
      const off = this.on('share', (m) => {
        if (m.to === this.id) done(m.token);
      });
      const timer = setTimeout(() => done(null), waitMs);
      this.post({ type: 'ask', from: this.id });
    });
  }

  private receive(data: unknown) {
    if (!isTabMessage(data)) return;
    for (const fn of [...(this.handlers.get(data.type) ?? [])]) fn(data);
  }
}

function openChannel(): ChannelLike | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const c = new BroadcastChannel('wl-session');
  // Node (unit tests) would otherwise keep the process alive for the channel.
  (c as unknown as { unref?: () => void }).unref?.();
  return c;
}

/** The link of this tab. */
export const tabs = new TabLink(openChannel());

/** How long a new tab waits for another tab's session before starting as a guest. */
export const ASK_WAIT_MS = 400;
