import type { TFunction } from 'i18next';
import type { EventPayloads, EventType, ReplayEvent } from '@wl/shared/core';
import { formatMoney, formatTimestamp } from '../../lib/format';

type Summaries = { [T in EventType]: (p: EventPayloads[T], t: TFunction) => string };

const money = (minor: number, currency: string) => `${formatMoney(minor)} ${currency}`;
/** A code the product names elsewhere (a journal kind, a contract state), in words; the code itself only if it has none. */
const word = (t: TFunction, key: string, code: string) => t(`${key}.${code}`, { defaultValue: code });

/**
 * One line per event in words, for the timeline and the live announcement, in the reader's
 * language: every event type the member can be shown has its sentence (the record type makes a new
 * event type without one fail to compile), so support never reads raw codes or JSON.
 */
const SUMMARIES: Summaries = {
  'balance:changed': (p, t) => {
    const wallet = !p.wallet || p.wallet === 'real' || p.wallet === 'play' ? t('support.replay.wallet.main') : (p.vendor ?? p.wallet);
    return t('support.replay.summary.balance', { amount: money(p.balance, p.currency), wallet, reason: p.reason ? word(t, 'records.kinds', p.reason) : '—' });
  },
  'unread:changed': (p, t) => t('support.replay.summary.unread', { count: p.unreadMessages }),
  'message:received': (p, t) => t('support.replay.summary.message', { title: p.title }),
  'win:big': (p, t) => t('support.replay.summary.win', { amount: money(p.amount, p.currency), game: p.gameName }),
  'cashier:changed': (p, t) =>
    t(`support.replay.summary.${p.kind}`, {
      id: p.id,
      status: p.kind === 'deposit' ? word(t, 'deposit.status', p.status) : word(t, 'withdraw.statuses', p.status),
    }),
  'session:revoked': (p, t) => t('support.replay.summary.revoked', { reason: word(t, 'support.sessions.reasons', p.reason) }),
  'session:started': (p, t) => t('support.replay.summary.started', { ip: p.ip }),
  'game:launched': (p, t) => t(p.trial ? 'support.replay.summary.launchedTrial' : 'support.replay.summary.launched', { game: p.gameName, vendor: p.vendor }),
  'contract:changed': (p, t) =>
    t('support.replay.summary.contract', { id: p.id, type: word(t, 'contracts.types', p.type), state: word(t, 'contracts.states', p.state) }),
  'salary:realtime': (p, t) =>
    t('support.replay.summary.salary', { amount: money(p.accrued, p.currency), next: formatTimestamp(new Date(p.nextSettlementAt)) }),
  'team:activity': (p, t) =>
    t(`support.replay.summary.team.${p.kind}`, { user: p.username, amount: p.amount !== undefined && p.currency ? money(p.amount, p.currency) : '' }),
  'rewards:changed': (p, t) =>
    t('support.replay.summary.rewards', { id: p.promotionId, status: word(t, 'promotions.status', p.status), count: p.availablePromoCount }),
  'points:changed': (p, t) => t(`support.replay.summary.points.${p.reason}`, { changed: Math.abs(p.changed), balance: p.balance }),
  'wheel:changed': (p, t) => t(`support.replay.summary.wheel.${p.reason}`, { count: p.spins }),
  'missions:changed': (p, t) => t('support.replay.summary.missions', { count: p.claimable }),
};

export function summarize(t: TFunction, e: Pick<ReplayEvent, 'type' | 'payload'>): string {
  const say = Object.hasOwn(SUMMARIES, e.type) ? (SUMMARIES[e.type as EventType] as (p: unknown, t: TFunction) => string) : undefined;
  return say ? say(e.payload, t) : t('support.replay.summary.other');
}
