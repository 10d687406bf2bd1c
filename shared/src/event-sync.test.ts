import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EventSync } from './event-sync.js';
import type { LoggedEvent, ResumeAnswer } from './realtime.js';

const ev = (seq: number): LoggedEvent => ({ seq, type: 'balance:changed', payload: { balance: seq, currency: 'PHP' }, at: '' });

/** A client wired to a fake socket that records what it asks and what it applies. */
function client(lastSeq: number | null) {
  const asked: Array<number | null> = [];
  const applied: number[] = [];
  let resyncs = 0;
  const sync = new EventSync({ request: (n) => asked.push(n), apply: (e) => applied.push(e.seq), resync: () => resyncs++ }, lastSeq);
  return { sync, asked, applied, resyncs: () => resyncs };
}

const page = (seqs: number[], more = false): ResumeAnswer => ({ ok: true, sessionId: 1, events: seqs.map(ev), more });

describe('EventSync', () => {
  it('a client that missed 1 and 2 and got 3 live first ends with 1, 2, 3', () => {
    const c = client(0);
    c.sync.connected();
    expect(c.asked).toEqual([0]);
    c.sync.live(ev(3)); // the live push wins the race against the replay answer
    expect(c.applied).toEqual([]);
    c.sync.answered(page([1, 2]));
    expect(c.applied).toEqual([1, 2, 3]);
    c.sync.live(ev(3)); // the same event again: a duplicate
    expect(c.applied).toEqual([1, 2, 3]);
  });

  it('a gap in live events asks the server again from the last applied sequence', () => {
    const c = client(0);
    c.sync.connected();
    c.sync.answered(page([1]));
    c.sync.live(ev(3));
    expect(c.applied).toEqual([1]);
    expect(c.asked).toEqual([0, 1]);
    c.sync.answered(page([2, 3]));
    expect(c.applied).toEqual([1, 2, 3]);
  });

  it('pages until the server says there is no more', () => {
    const c = client(0);
    c.sync.connected();
    c.sync.answered(page([1, 2], true));
    expect(c.asked).toEqual([0, 2]);
    c.sync.answered(page([3]));
    expect(c.applied).toEqual([1, 2, 3]);
    expect(c.asked).toEqual([0, 2]);
  });

  it('a fresh login takes the baseline from the server and reloads its state', () => {
    const c = client(null);
    c.sync.connected();
    expect(c.asked).toEqual([null]);
    c.sync.live(ev(8));
    c.sync.answered({ ok: true, sessionId: 1, resync: true, lastSeq: 7 });
    expect(c.resyncs()).toBe(1);
    expect(c.applied).toEqual([8]);
  });

  it('too far behind: resync, and buffered events at or below the new mark are dropped', () => {
    const c = client(3);
    c.sync.connected();
    c.sync.live(ev(5000));
    c.sync.live(ev(5001));
    c.sync.answered({ ok: true, sessionId: 1, resync: true, lastSeq: 5000 });
    expect(c.applied).toEqual([5001]);
    expect(c.sync.lastSeq).toBe(5001);
  });

  it('a failed answer leaves events held until a retry succeeds', () => {
    const c = client(0);
    c.sync.connected();
    c.sync.live(ev(2));
    c.sync.answered({ ok: false, code: 'UNAVAILABLE' });
    expect(c.applied).toEqual([]);
    c.sync.retry();
    expect(c.asked).toEqual([0, 0]);
    c.sync.answered(page([1, 2]));
    expect(c.applied).toEqual([1, 2]);
  });

  it('a disconnect drops the owed answer; the next connect asks again', () => {
    const c = client(4);
    c.sync.connected();
    c.sync.disconnected();
    c.sync.retry(); // offline: nothing is sent
    c.sync.connected();
    expect(c.asked).toEqual([4, 4]);
  });

  it('whatever the order and duplication of live pushes and replay pages, every event is applied once, in order', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('live' as const), seq: fc.integer({ min: 1, max: 30 }) }),
      fc.record({ kind: fc.constant('answer' as const), pageSize: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('drop' as const) }),
      fc.record({ kind: fc.constant('fail' as const) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.array(step, { maxLength: 80 }), (start, steps) => {
        const total = 30;
        const c = client(start);
        let owed: number | null | undefined; // the lastSeq of a request not yet answered
        const requests: Array<number | null> = [];
        const sync = new EventSync(
          {
            request: (n) => {
              owed = n;
              requests.push(n);
            },
            apply: (e) => c.applied.push(e.seq),
            resync: () => undefined,
          },
          start,
        );
        const answer = (pageSize: number) => {
          if (owed === undefined) return;
          const from = owed ?? 0;
          owed = undefined;
          const seqs = Array.from({ length: Math.max(0, Math.min(pageSize, total - from)) }, (_, i) => from + 1 + i);
          sync.answered(page(seqs, from + seqs.length < total));
        };
        sync.connected();
        for (const s of steps) {
          if (s.kind === 'live') sync.live(ev(s.seq));
          else if (s.kind === 'answer') answer(s.pageSize);
          else if (s.kind === 'fail' && owed !== undefined) {
            owed = undefined;
            sync.answered(null);
            sync.retry();
          } else if (s.kind === 'drop') {
            owed = undefined;
            sync.disconnected();
            sync.connected();
          }
        }
        // Then the network settles: answers keep coming until nothing is owed.
        for (let i = 0; i < 100 && owed !== undefined; i++) answer(8);
        const expected = Array.from({ length: total - start }, (_, i) => start + 1 + i);
        expect(c.applied).toEqual(expected);
      }),
      { seed: 5, numRuns: 300 },
    );
  });
});
