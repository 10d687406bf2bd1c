import { describe, expect, it } from 'vitest';
import { PROMOTION_STATUSES, type PromotionStatus } from '@wl/shared';
import { promotionRefusal, promotionStatus, promotionStep, type PromotionFacts } from './promotion.js';

const NOW = Date.UTC(2025, 0, 15, 12);
const HOUR = 3_600_000;
const facts = (o: Partial<PromotionFacts> = {}): PromotionFacts => ({
  kind: 'apply',
  active: true,
  now: NOW,
  startsAt: NOW - HOUR,
  endsAt: NOW + HOUR,
  remaining: null,
  progress: 0,
  target: 0,
  ...o,
});

describe('promotion machine: applications', () => {
  it('applies while open, then staff approve or reject once', () => {
    expect(promotionStep(facts(), null, { type: 'APPLY' })).toBe('applying');
    expect(promotionStep(facts(), 'applying', { type: 'APPROVE' })).toBe('issued');
    expect(promotionStep(facts(), 'applying', { type: 'REJECT' })).toBe('rejected');
    expect(promotionStep(facts(), 'issued', { type: 'REJECT' })).toBeNull();
    expect(promotionStep(facts(), 'rejected', { type: 'APPROVE' })).toBeNull();
    // Staff may still review after the end: the member applied in time.
    expect(promotionStep(facts({ now: NOW + 2 * HOUR }), 'applying', { type: 'APPROVE' })).toBe('issued');
  });

  it('refuses a second application, one before the start, after the end, when switched off, or of another kind', () => {
    expect(promotionStep(facts(), 'applying', { type: 'APPLY' })).toBeNull();
    expect(promotionRefusal(facts(), 'applying', 'APPLY')).toBe('PROMOTION_ALREADY_ENTERED');
    expect(promotionRefusal(facts({ startsAt: NOW + 1 }), null, 'APPLY')).toBe('PROMOTION_NOT_OPEN');
    expect(promotionRefusal(facts({ endsAt: NOW }), null, 'APPLY')).toBe('PROMOTION_NOT_OPEN');
    expect(promotionRefusal(facts({ active: false }), null, 'APPLY')).toBe('PROMOTION_NOT_OPEN');
    expect(promotionRefusal(facts({ kind: 'raffle' }), null, 'APPLY')).toBe('PROMOTION_ACTION_INVALID');
    expect(promotionRefusal(facts(), null, 'CLAIM')).toBe('PROMOTION_ACTION_INVALID');
    expect(promotionRefusal(facts(), null, 'APPLY')).toBeNull();
  });
});

describe('promotion machine: events, raffles and check-ins', () => {
  const event = (o: Partial<PromotionFacts> = {}) => facts({ kind: 'event', target: 10_000, ...o });

  it('joins an event, and claims only once the target is met', () => {
    expect(promotionStep(event(), null, { type: 'JOIN' })).toBe('joined');
    expect(promotionRefusal(event({ progress: 9_999 }), 'joined', 'CLAIM')).toBe('PROMOTION_TARGET_NOT_MET');
    expect(promotionStep(event({ progress: 10_000 }), 'joined', { type: 'CLAIM' })).toBe('claimed');
    // Met in time, claimed after the end.
    expect(promotionStep(event({ progress: 10_000, now: NOW + 2 * HOUR }), 'joined', { type: 'CLAIM' })).toBe('claimed');
    expect(promotionRefusal(event(), null, 'CLAIM')).toBe('PROMOTION_TARGET_NOT_MET');
    expect(promotionRefusal(event({ progress: 10_000 }), 'claimed', 'CLAIM')).toBe('PROMOTION_ALREADY_ENTERED');
    expect(promotionRefusal(event(), 'joined', 'JOIN')).toBe('PROMOTION_ALREADY_ENTERED');
  });

  it('claims a red envelope once, while envelopes are left', () => {
    const raffle = (o: Partial<PromotionFacts> = {}) => facts({ kind: 'raffle', remaining: 3, ...o });
    expect(promotionStep(raffle(), null, { type: 'CLAIM' })).toBe('claimed');
    expect(promotionRefusal(raffle(), 'claimed', 'CLAIM')).toBe('PROMOTION_ALREADY_ENTERED');
    expect(promotionRefusal(raffle({ remaining: 0 }), null, 'CLAIM')).toBe('PROMOTION_SOLD_OUT');
    expect(promotionRefusal(raffle({ endsAt: NOW - 1 }), null, 'CLAIM')).toBe('PROMOTION_NOT_OPEN');
    expect(promotionStep(raffle({ remaining: null }), null, { type: 'CLAIM' })).toBe('claimed');
  });

  it('signs in once a day', () => {
    const checkin = facts({ kind: 'checkin' });
    expect(promotionStep(checkin, null, { type: 'SIGN' })).toBe('signed');
    expect(promotionRefusal(checkin, 'signed', 'SIGN')).toBe('PROMOTION_ALREADY_ENTERED');
    expect(promotionRefusal(facts(), null, 'SIGN')).toBe('PROMOTION_ACTION_INVALID');
  });
});

describe('promotion status', () => {
  it('produces every status a promotion can show, each from the case documented in docs/PROMOTIONS.md', () => {
    const cases: [PromotionStatus, PromotionFacts, Parameters<typeof promotionStatus>[1]][] = [
      ['join', facts(), null],
      ['applying', facts(), 'applying'],
      ['claim', facts({ kind: 'raffle', remaining: 1 }), null],
      ['claim', facts({ kind: 'event', target: 100, progress: 100 }), 'joined'],
      ['claimed', facts({ kind: 'raffle' }), 'claimed'],
      ['issued', facts(), 'issued'],
      ['rejected', facts(), 'rejected'],
      ['closed', facts({ endsAt: NOW }), null],
      ['joined', facts({ kind: 'event', target: 100 }), 'joined'],
      ['in_process', facts({ kind: 'event', target: 100, progress: 40 }), 'joined'],
      ['signed', facts({ kind: 'checkin' }), 'signed'],
      ['coming_soon', facts({ startsAt: NOW + HOUR }), null],
    ];
    for (const [status, f, entry] of cases) expect(promotionStatus(f, entry), `${status}`).toBe(status);
    expect(new Set(cases.map(([s]) => s))).toEqual(new Set(PROMOTION_STATUSES));
  });

  it('closes a sold-out raffle, a switched-off promotion and a joined event that ended short of its target', () => {
    expect(promotionStatus(facts({ kind: 'raffle', remaining: 0 }), null)).toBe('closed');
    expect(promotionStatus(facts({ active: false }), null)).toBe('closed');
    expect(promotionStatus(facts({ kind: 'event', target: 100, progress: 99, now: NOW + 2 * HOUR }), 'joined')).toBe('closed');
    // What the member did stays visible after the end.
    expect(promotionStatus(facts({ now: NOW + 2 * HOUR }), 'issued')).toBe('issued');
  });
});
