import type { EventPayloads, ReplayEvent } from '@wl/shared/core';
import { isHeaderWallet, isStaleBalance } from '../../session/session';

/**
 * What the member's header and badges showed, rebuilt from their events (docs/REPLAY.md): the
 * same rules as the live session (session/session.ts: main wallet only, a lower version never
 * overwrites a higher one), plus the notices the member was shown.
 */
export type Notice =
  | { kind: 'revoked'; reason: string }
  | { kind: 'message'; title: string }
  | { kind: 'win'; gameName: string; amount: number; currency: string }
  | { kind: 'cashier'; which: 'deposit' | 'withdrawal'; id: number; status: string };

export interface MockHeader {
  balance: number | null;
  balanceVersion: number | null;
  currency: string;
  unread: number | null;
  /** Signed out by this event stream (forced logout, expiry): the header shows the banner. */
  signedOut: boolean;
  /** The newest notice, what a banner or the listener modal showed last. */
  notice: Notice | null;
}

export const emptyHeader = (currency = ''): MockHeader => ({ balance: null, balanceVersion: null, currency, unread: null, signedOut: false, notice: null });

export function applyToHeader(h: MockHeader, e: Pick<ReplayEvent, 'type' | 'payload'>): MockHeader {
  switch (e.type) {
    case 'balance:changed': {
      const p = e.payload as EventPayloads['balance:changed'];
      if (!isHeaderWallet(p) || isStaleBalance(h.balanceVersion, p.version)) return h;
      return { ...h, balance: p.balance, currency: p.currency, balanceVersion: p.version ?? h.balanceVersion, signedOut: false };
    }
    case 'unread:changed':
      return { ...h, unread: (e.payload as EventPayloads['unread:changed']).unreadMessages };
    case 'session:started':
      return { ...h, signedOut: false };
    case 'session:revoked':
      return { ...h, signedOut: true, notice: { kind: 'revoked', reason: (e.payload as EventPayloads['session:revoked']).reason } };
    case 'message:received':
      return { ...h, notice: { kind: 'message', title: (e.payload as EventPayloads['message:received']).title } };
    case 'win:big': {
      const p = e.payload as EventPayloads['win:big'];
      return { ...h, notice: { kind: 'win', gameName: p.gameName, amount: p.amount, currency: p.currency } };
    }
    case 'cashier:changed': {
      const p = e.payload as EventPayloads['cashier:changed'];
      return { ...h, notice: { kind: 'cashier', which: p.kind, id: p.id, status: p.status } };
    }
    default:
      return h; // a type this console does not know yet changes nothing it shows
  }
}

export const foldHeader = (start: MockHeader, events: readonly Pick<ReplayEvent, 'type' | 'payload'>[]) => events.reduce(applyToHeader, start);
