import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatherAccounts, wakeAccounts, wakePayload } from './wake.js';

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

describe('wake payloads', () => {
  it('names the accounts, or asks for a scan when they do not fit', () => {
    expect(wakeAccounts(wakePayload([1, 22]))).toEqual([1, 22]);
    expect(wakeAccounts(wakePayload(Array.from({ length: 2000 }, (_, i) => 100_000 + i)))).toBeNull();
    expect(wakeAccounts('x')).toBeNull();
  });
});
