import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.js';

describe('plainText', () => {
  it('keeps what was typed, characters like < & > included', () => {
    expect(plainText('  My deposit of 500 < 1000 & "pending" > 2 hours  ')).toBe('My deposit of 500 < 1000 & "pending" > 2 hours');
  });

  it('drops tags, scripts and handlers, also when they arrive entity-encoded', () => {
    expect(plainText('Hi <b>there</b><script>alert(1)</script>')).toBe('Hi there');
    expect(plainText('<img src=x onerror=alert(1)>deposit missing')).toBe('deposit missing');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;deposit missing')).toBe('deposit missing');
    expect(plainText('&amp;lt;img src=x onerror=alert(1)&amp;gt;ok')).not.toMatch(/<img/i);
  });
});
