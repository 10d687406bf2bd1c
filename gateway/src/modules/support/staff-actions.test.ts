import { describe, expect, it } from 'vitest';
import { actionName, summarizeBody } from './staff-actions.js';

describe('staff action log', () => {
  it('names a write by method and route under the console prefix', () => {
    expect(actionName('POST', '/wps/support/withdrawals/:id/approve')).toBe('POST withdrawals/:id/approve');
    expect(actionName('PUT', '/other')).toBe('PUT /other');
  });

  it('keeps a small body summary and never a secret', () => {
    const long = 'x'.repeat(500);
    const s = summarizeBody({
      password: 'Hunter22',
      newPassword: 'a',
      paymentPassword: '123456',
      token: 't',
      captcha: 'c',
      apiKey: 'k',
      secretKey: 's',
      reason: long,
      amount: 5,
      enabled: true,
      nested: { pin: '1111', note: 'ok', deeper: { deepest: { gone: 1 } } },
      list: [{ password: 'p' }],
    }) as Record<string, unknown>;
    for (const k of ['password', 'newPassword', 'paymentPassword', 'token', 'captcha', 'apiKey', 'secretKey']) expect(s[k]).toBe('[redacted]');
    expect((s.reason as string).length).toBe(121);
    expect(s).toMatchObject({
      amount: 5,
      enabled: true,
      nested: { pin: '[redacted]', note: 'ok', deeper: { deepest: '[…]' } },
      list: [{ password: '[redacted]' }],
    });
    expect(JSON.stringify(s)).not.toMatch(/Hunter22|123456|1111/);
    expect(summarizeBody(undefined)).toBeNull();
  });
});
