import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashCode, hashPassword, hashToken, newToken, sameCode, sixDigitCode, temporaryPassword, verifyPassword } from './secrets.js';

describe('secrets', () => {
  it('hashes passwords with Argon2id at OWASP parameters', async () => {
    const h = await hashPassword('Secret123');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(h, 'Secret123')).toBe(true);
    expect(await verifyPassword(h, 'secret123')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('makes tokens of 256 random bits and stores only their hash', () => {
    const t = newToken();
    expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(t);
    expect(hashToken(t)).toHaveLength(32);
  });

  it('makes 6-digit codes and compares them by an HMAC under a server key', () => {
    for (let i = 0; i < 50; i++) expect(sixDigitCode()).toMatch(/^\d{6}$/);
    const key = randomBytes(32);
    expect(sameCode(key, hashCode(key, '012345'), '012345')).toBe(true);
    expect(sameCode(key, hashCode(key, '012345'), '012346')).toBe(false);
    // Without the key the stored value cannot be checked: not the plain hash, not another key's.
    expect(hashCode(key, '012345')).not.toBe(createHash('sha256').update('code:012345').digest('hex'));
    expect(sameCode(randomBytes(32), hashCode(key, '012345'), '012345')).toBe(false);
  });

  it('makes temporary passwords with a letter and a digit', () => {
    const p = temporaryPassword();
    expect(p).toMatch(/[A-Za-z]/);
    expect(p).toMatch(/[2-9]/);
    expect(p).toHaveLength(10);
  });
});
