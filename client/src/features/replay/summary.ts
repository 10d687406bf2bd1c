import type { TFunction } from 'i18next';
import type { EventPayloads, ReplayEvent } from '@wl/shared/core';
import { formatMoney } from '../../lib/format';

/** One line per event for the timeline and the live announcement, in the reader's language. */
export function summarize(t: TFunction, e: Pick<ReplayEvent, 'type' | 'payload'>): string {
  const money = (minor: number, currency: string) => `${formatMoney(minor)} ${currency}`;
  switch (e.type) {
    case 'balance:changed': {
      const p = e.payload as EventPayloads['balance:changed'];
      const wallet = !p.wallet || p.wallet === 'real' || p.wallet === 'play' ? t('support.replay.wallet.main') : (p.vendor ?? p.wallet);
      return t('support.replay.summary.balance', { amount: money(p.balance, p.currency), wallet, reason: p.reason ?? '—' });
    }
    case 'unread:changed':
      return t('support.replay.summary.unread', { count: (e.payload as EventPayloads['unread:changed']).unreadMessages });
    case 'message:received':
      return t('support.replay.summary.message', { title: (e.payload as EventPayloads['message:received']).title });
    case 'win:big': {
      const p = e.payload as EventPayloads['win:big'];
      return t('support.replay.summary.win', { amount: money(p.amount, p.currency), game: p.gameName });
    }
    case 'cashier:changed': {
      const p = e.payload as EventPayloads['cashier:changed'];
      return t(`support.replay.summary.${p.kind}`, { id: p.id, status: p.status });
    }
    case 'session:revoked':
      return t('support.replay.summary.revoked', { reason: (e.payload as EventPayloads['session:revoked']).reason });
    default:
      return JSON.stringify(e.payload).slice(0, 120);
  }
}
