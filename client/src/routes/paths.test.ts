import { describe, expect, it } from 'vitest';
import { isGamePage } from '../lib/paths';

describe('isGamePage', () => {
  it('hides the side menu on game pages whatever the case', () => {
    expect(isGamePage('/seamless')).toBe(true);
    expect(isGamePage('/vnLottery')).toBe(true);
    expect(isGamePage('/seaLottery/')).toBe(true);
    expect(isGamePage('/lottery')).toBe(true);
  });
  it('keeps it elsewhere', () => {
    expect(isGamePage('/')).toBe(false);
    expect(isGamePage('/lott')).toBe(false);
    expect(isGamePage('/sports')).toBe(false);
  });
});
