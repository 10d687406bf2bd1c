import { describe, expect, it } from 'vitest';
import { rebase } from './rebase';

describe('a settings draft rebased on fresh settings', () => {
  const before = { maintenance: false, ips: 'a', brand: { name: 'Old', accent: '#111111' } };

  it('takes the new value of every entry staff did not touch', () => {
    const next = { maintenance: true, ips: 'a, b', brand: { name: 'Renamed elsewhere', accent: '#111111' } };
    expect(rebase(before, before, next, ['brand'])).toEqual(next);
  });

  it('keeps each edit, the brand part by part', () => {
    const cur = { maintenance: false, ips: 'c', brand: { name: 'Old', accent: '#22aa22' } };
    const next = { maintenance: true, ips: 'a', brand: { name: 'New', accent: '#111111' } };
    expect(rebase(before, cur, next, ['brand'])).toEqual({ maintenance: true, ips: 'c', brand: { name: 'New', accent: '#22aa22' } });
  });
});
