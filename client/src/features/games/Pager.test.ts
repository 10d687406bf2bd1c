import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pager';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps first, last and two either side of the current page, with gaps', () => {
    expect(pageWindow(10, 50)).toEqual([1, null, 8, 9, 10, 11, 12, null, 50]);
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, null, 50]);
    expect(pageWindow(50, 50)).toEqual([1, null, 48, 49, 50]);
  });
});
