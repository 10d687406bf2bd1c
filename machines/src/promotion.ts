import { setup, transition, type SnapshotFrom } from 'xstate';
import type { PromotionEntryState, PromotionKind, PromotionStatus } from '@wl/shared';

/**
 * A member's part in one promotion (docs/PROMOTIONS.md), the one source of its rules:
 * the gateway asks `promotionStep` whether an action is allowed from what it read and writes the
 * answer in the same transaction; `promotionStatus` derives the status a screen shows.
 *
 *   none -> applying (APPLY, kind apply) -> issued (staff APPROVE, the bonus is paid) | rejected (REJECT)
 *   none -> joined (JOIN, kind event) -> claimed (CLAIM once the valid-bet target is met: the bonus is paid)
 *   none -> claimed (CLAIM, kind raffle: the red envelope, while envelopes are left)
 *   none -> signed (SIGN, kind checkin: today's sign-in; tomorrow starts from none again)
 *
 * Members act only while the promotion is open (active, started, not ended); staff review an
 * application whenever it waits, and an event's reward stays claimable after the end once its
 * target was met within the promotion's time. Pure: the caller passes the time it read.
 */

export interface PromotionFacts {
  kind: PromotionKind;
  /** Staff switch: an inactive promotion is closed to members. */
  active: boolean;
  /** Milliseconds since the epoch. */
  now: number;
  startsAt: number;
  endsAt: number | null;
  /** Raffle: envelopes left; null means no limit. */
  remaining: number | null;
  /** Event: valid bets made since joining (within the promotion's time), and the target. */
  progress: number;
  target: number;
}

export type PromotionEvent = { type: 'APPLY' } | { type: 'APPROVE' } | { type: 'REJECT' } | { type: 'JOIN' } | { type: 'CLAIM' } | { type: 'SIGN' };
export type PromotionAction = PromotionEvent['type'];

const started = (f: PromotionFacts) => f.now >= f.startsAt;
const ended = (f: PromotionFacts) => f.endsAt !== null && f.now >= f.endsAt;
const isOpen = (f: PromotionFacts) => f.active && started(f) && !ended(f);
const envelopesLeft = (f: PromotionFacts) => f.remaining === null || f.remaining > 0;
const targetMet = (f: PromotionFacts) => f.target > 0 && f.progress >= f.target;

export const promotionMachine = setup({
  types: { context: {} as PromotionFacts, events: {} as PromotionEvent, input: {} as PromotionFacts },
  guards: {
    itTakesApplicationsNow: ({ context }) => context.kind === 'apply' && isOpen(context),
    itIsAnEventOpenNow: ({ context }) => context.kind === 'event' && isOpen(context),
    anEnvelopeIsLeft: ({ context }) => context.kind === 'raffle' && isOpen(context) && envelopesLeft(context),
    itIsACheckInOpenNow: ({ context }) => context.kind === 'checkin' && isOpen(context),
    theTargetIsMet: ({ context }) => targetMet(context),
  },
}).createMachine({
  id: 'promotion',
  context: ({ input }) => input,
  initial: 'none',
  states: {
    none: {
      on: {
        APPLY: { guard: 'itTakesApplicationsNow', target: 'applying' },
        JOIN: { guard: 'itIsAnEventOpenNow', target: 'joined' },
        CLAIM: { guard: 'anEnvelopeIsLeft', target: 'claimed' },
        SIGN: { guard: 'itIsACheckInOpenNow', target: 'signed' },
      },
    },
    applying: { on: { APPROVE: 'issued', REJECT: 'rejected' } },
    joined: { on: { CLAIM: { guard: 'theTargetIsMet', target: 'claimed' } } },
    issued: { type: 'final' },
    rejected: { type: 'final' },
    claimed: { type: 'final' },
    signed: { type: 'final' },
  },
});

export type PromotionSnapshot = SnapshotFrom<typeof promotionMachine>;

/** The machine at a stored entry (null: the member has none yet, or none today for a check-in). */
export function promotionSnapshot(facts: PromotionFacts, entry: PromotionEntryState | null): PromotionSnapshot {
  return promotionMachine.resolveState({ value: entry ?? 'none', context: facts });
}

/** Where `event` takes the entry, or null when the machine refuses it. */
export function promotionStep(facts: PromotionFacts, entry: PromotionEntryState | null, event: PromotionEvent): PromotionEntryState | null {
  const snapshot = promotionSnapshot(facts, entry);
  if (!snapshot.can(event)) return null;
  const [next] = transition(promotionMachine, snapshot, event);
  return next.value as PromotionEntryState;
}

/**
 * Why a member's action is refused, for the error code: the promotion is not of that kind, it is
 * not open, the member already took part, the envelopes are gone, or the target is not met.
 */
export type PromotionRefusal =
  'PROMOTION_ACTION_INVALID' | 'PROMOTION_NOT_OPEN' | 'PROMOTION_ALREADY_ENTERED' | 'PROMOTION_SOLD_OUT' | 'PROMOTION_TARGET_NOT_MET';

const ACTION_KIND: Record<'APPLY' | 'JOIN' | 'SIGN', PromotionKind> = { APPLY: 'apply', JOIN: 'event', SIGN: 'checkin' };

export function promotionRefusal(
  facts: PromotionFacts,
  entry: PromotionEntryState | null,
  action: 'APPLY' | 'JOIN' | 'CLAIM' | 'SIGN',
): PromotionRefusal | null {
  if (promotionStep(facts, entry, { type: action })) return null;
  if (action === 'CLAIM' ? facts.kind !== 'raffle' && facts.kind !== 'event' : facts.kind !== ACTION_KIND[action]) return 'PROMOTION_ACTION_INVALID';
  if (action === 'CLAIM' && facts.kind === 'event') {
    if (entry === null) return isOpen(facts) ? 'PROMOTION_TARGET_NOT_MET' : 'PROMOTION_NOT_OPEN';
    return entry === 'joined' ? 'PROMOTION_TARGET_NOT_MET' : 'PROMOTION_ALREADY_ENTERED';
  }
  if (entry !== null) return 'PROMOTION_ALREADY_ENTERED';
  if (!isOpen(facts)) return 'PROMOTION_NOT_OPEN';
  return 'PROMOTION_SOLD_OUT';
}

/**
 * The status a member (or a guest: no entry) sees. Statuses from an entry first: what the
 * member did stays visible after the promotion ends; a joined event that ended short of its
 * target is Closed. Without an entry: Coming soon before the start, Closed when it cannot be
 * taken any more (ended, switched off, envelopes gone), else what the member can do (Claim for a
 * red envelope, Join for the other kinds).
 */
export function promotionStatus(facts: PromotionFacts, entry: PromotionEntryState | null): PromotionStatus {
  switch (entry) {
    case 'applying':
      return 'applying';
    case 'issued':
      return 'issued';
    case 'rejected':
      return 'rejected';
    case 'claimed':
      return 'claimed';
    case 'signed':
      return 'signed';
    case 'joined':
      if (targetMet(facts)) return 'claim';
      if (!isOpen(facts)) return 'closed';
      return facts.progress > 0 ? 'in_process' : 'joined';
    default:
      if (!started(facts)) return 'coming_soon';
      if (!isOpen(facts) || (facts.kind === 'raffle' && !envelopesLeft(facts))) return 'closed';
      return facts.kind === 'raffle' ? 'claim' : 'join';
  }
}
