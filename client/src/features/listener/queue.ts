import type { EventPayloads, LoggedEvent } from '@wl/shared/core';
import { memberTab } from '../../lib/paths';

/**
 * The socket-event listener modal's queue (docs/REPLAY.md), pure. Pushed events that need
 * the member's attention are shown one after another, oldest first. Forced logout is not here:
 * realtime/useRealtime.ts already shows it through the app's dialog layer, which stacks above this
 * modal, and the session's end clears this queue.
 */
export type Attention =
  | { kind: 'message'; key: string; id: number; title: string; from: 'staff' | 'system' }
  | { kind: 'win'; key: string; gameName: string; amount: number; currency: string }
  | { kind: 'withdrawal'; key: string; id: number; status: 'paid' | 'rejected' };

/** A withdrawal that staff finished: paid out (the member confirms receipt) or rejected (money back). */
const FINISHED_WITHDRAWAL = new Set(['paid', 'rejected']);
/** More than this many waiting is a flood (a reconnect catching up): keep the newest. */
export const QUEUE_MAX = 20;

export function toAttention(e: LoggedEvent): Attention | null {
  switch (e.type) {
    case 'message:received': {
      const p = e.payload as EventPayloads['message:received'];
      // Its news already has a notice of its own (a cashier toast, the withdrawal modal).
      if (p.announced) return null;
      return { kind: 'message', key: `message:${p.id}`, id: p.id, title: p.title, from: p.from };
    }
    case 'win:big': {
      const p = e.payload as EventPayloads['win:big'];
      return { kind: 'win', key: `win:${e.seq}`, gameName: p.gameName, amount: p.amount, currency: p.currency };
    }
    case 'cashier:changed': {
      const p = e.payload as EventPayloads['cashier:changed'];
      if (p.kind !== 'withdrawal' || !FINISHED_WITHDRAWAL.has(p.status)) return null;
      return { kind: 'withdrawal', key: `withdrawal:${p.id}:${p.status}`, id: p.id, status: p.status as 'paid' | 'rejected' };
    }
    default:
      return null;
  }
}

/** items[0] is on screen; the rest wait. */
export interface AttentionQueue {
  items: Attention[];
}
export const emptyQueue: AttentionQueue = { items: [] };

export function enqueue(q: AttentionQueue, e: LoggedEvent): AttentionQueue {
  const a = toAttention(e);
  if (!a || q.items.some((x) => x.key === a.key)) return q;
  const items = [...q.items, a];
  // Keep the one on screen; drop the oldest waiting ones beyond the cap.
  return { items: items.length > QUEUE_MAX ? [items[0]!, ...items.slice(items.length - QUEUE_MAX + 1)] : items };
}

export const dismiss = (q: AttentionQueue): AttentionQueue => (q.items.length ? { items: q.items.slice(1) } : q);
export const current = (q: AttentionQueue): Attention | null => q.items[0] ?? null;

/** The page a notice leads to (its main button), or null when it leads nowhere. */
export function targetOf(a: Attention): string | null {
  if (a.kind === 'message') return memberTab('messageV2');
  if (a.kind === 'withdrawal') return memberTab('withdraw');
  return null;
}

/** The address (path and search) is that page: the same path and the same member-centre tab. */
export function isAt(target: string | null, pathname: string, search: string): boolean {
  if (!target) return false;
  const t = new URL(target, 'http://x');
  return t.pathname === pathname && t.searchParams.get('tab') === new URLSearchParams(search).get('tab');
}
