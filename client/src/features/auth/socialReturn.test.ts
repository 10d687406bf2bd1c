import { describe, expect, it } from 'vitest';
import { readSocialReturn, withoutSocialKeys } from './socialReturn';

const at = (q: string) => new URL(`https://site.test/${q}`);

describe('social sign-in return', () => {
  it('reads a ticket, an error, or nothing', () => {
    expect(readSocialReturn(at('?socialTicket=t1&provider=google'))).toEqual({ kind: 'ticket', ticket: 't1' });
    expect(readSocialReturn(at('?socialError=FEATURE_DISABLED'))).toEqual({ kind: 'error', code: 'FEATURE_DISABLED' });
    expect(readSocialReturn(at('?socialError=%3Cscript%3E'))).toEqual({ kind: 'error', code: 'SOCIAL_LOGIN_FAILED' });
    expect(readSocialReturn(at('?token=abc'))).toBeNull();
  });

  it('turns a verification redirect into the challenge of the second step', () => {
    const r = readSocialReturn(at('?socialVerify=v1&method=SMS&hint=%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2+4321&minutes=5'));
    expect(r).toEqual({ kind: 'verify', challenge: { verifyToken: 'v1', method: 'SMS', hint: '•••• 4321', expiredMinutes: 5 } });
    expect(readSocialReturn(at('?socialVerify=v1&method=CARRIER_PIGEON'))).toEqual({ kind: 'error', code: 'VERIFICATION_EXPIRED' });
  });

  it('removes only its own keys from the address', () => {
    expect(withoutSocialKeys(at('?socialVerify=v1&method=SMS&hint=x&minutes=5&lang=EN#top'))).toBe('/?lang=EN#top');
  });
});
