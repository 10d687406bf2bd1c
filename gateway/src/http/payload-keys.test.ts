import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { encryptPayload } from '@wl/shared';
import { PayloadKeys } from './payload-keys.js';

/** A PayloadKeys backed by an in-memory "table": the same class the gateway uses. */
async function keys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const row = {
    kid: 'k1',
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicSpki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
  const fakeSql = { begin: async (fn: (tx: unknown) => unknown) => fn(() => [row]) };
  return PayloadKeys.load(fakeSql as never);
}

describe('payload encryption', () => {
  it('decrypts what the WebCrypto client encrypted', async () => {
    const k = await keys();
    const body = await encryptPayload(k.publicKey, { username: 'demo', password: 'Pässwörd' });
    expect(k.decrypt(body)).toEqual({ username: 'demo', password: 'Pässwörd' });
  });

  it('refuses tampered data and an unknown key id', async () => {
    const k = await keys();
    const body = await encryptPayload(k.publicKey, { a: 1 });
    const tampered = { enc: { ...body.enc, data: Buffer.from('x'.repeat(40)).toString('base64') } };
    expect(() => k.decrypt(tampered)).toThrow('could not be read');
    expect(() => k.decrypt({ enc: { ...body.enc, kid: 'other' } })).toThrow();
  });
});
