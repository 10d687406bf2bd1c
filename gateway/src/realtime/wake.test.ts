import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { gatherAccounts, wakeAccounts, wakeOtherNodes, wakePayload } from './wake.js';

describe('gatherAccounts (simulated clock)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends the first commit after a quiet spell at once, and gathers the ones within the window', () => {
    const commits = new Subject<number[]>();
    const sent: number[][] = [];
    const sub = gatherAccounts(commits).subscribe((s) => sent.push([...s]));
    commits.next([1]);
    commits.next([2]);
    vi.advanceTimersByTime(0);
    expect(sent).toEqual([[1, 2]]);
    vi.advanceTimersByTime(1);
    commits.next([3]);
    commits.next([3, 4]);
    vi.advanceTimersByTime(2);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(5);
    expect(sent).toEqual([
      [1, 2],
      [3, 4],
    ]);
    vi.advanceTimersByTime(100);
    commits.next([5]);
    vi.advanceTimersByTime(0);
    expect(sent.at(-1)).toEqual([5]);
    sub.unsubscribe();
  });
});

describe('wakeOtherNodes (simulated clock)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('keeps one NOTIFY in flight; what commits meanwhile goes next as one, never as a backlog', async () => {
    const commits = new Subject<number[]>();
    const sent: string[] = [];
    const answers: (() => void)[] = [];
    const signals = {
      notify: (_channel: string, payload: string) => {
        sent.push(payload);
        return new Promise<void>((resolve) => answers.push(resolve));
      },
    };
    const sub = wakeOtherNodes(signals, commits, pino({ level: 'silent' }));
    commits.next([1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['1']);
    // A slow NOTIFY: four windows of commits pass while it is in flight.
    for (const a of [2, 3, 4, 5]) {
      commits.next([a]);
      await vi.advanceTimersByTimeAsync(6);
    }
    expect(sent).toEqual(['1']);
    answers.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['1', '2,3,4,5']);
    answers.shift()!();
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(2);
    sub.unsubscribe();
  });
});

describe('wake payloads', () => {
  it('names the accounts, or asks for a scan when they do not fit', () => {
    expect(wakeAccounts(wakePayload([1, 22]))).toEqual([1, 22]);
    expect(wakeAccounts(wakePayload(Array.from({ length: 2000 }, (_, i) => 100_000 + i)))).toBeNull();
    expect(wakeAccounts('x')).toBeNull();
  });
});
