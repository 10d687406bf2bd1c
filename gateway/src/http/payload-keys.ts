import { constants, createDecipheriv, createHmac, createPrivateKey, generateKeyPairSync, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { ENCRYPTION_ALG, type EncryptedBody, type PublicKeyValue } from '@wl/shared';
import type { Sql } from '../db/index.js';
import { AppError } from './errors.js';

/**
 * The key pair for encrypted calls. The first node to start makes it and stores it; every
 * node reads the same one. (A deployment with a KMS would keep the private half there.)
 */
export class PayloadKeys {
  private constructor(
    private kid: string,
    private privateKey: KeyObject,
    private spki: string,
    private privatePem: string,
  ) {}

  static async load(sql: Sql): Promise<PayloadKeys> {
    const row = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(7243003)`;
      const [existing] = await tx<{ kid: string; privatePem: string; publicSpki: string }[]>`
        select kid, private_pem, public_spki from server_keys order by created_at desc limit 1`;
      if (existing) return existing;
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const fresh = {
        kid: randomBytes(8).toString('hex'),
        privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicSpki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      };
      await tx`insert into server_keys (kid, private_pem, public_spki) values (${fresh.kid}, ${fresh.privatePem}, ${fresh.publicSpki})`;
      return fresh;
    });
    return new PayloadKeys(row.kid, createPrivateKey(row.privatePem), row.publicSpki, row.privatePem);
  }

  /** A secret for one purpose (e.g. signing human checks), the same on every node. */
  derivedSecret(label: string): string {
    return createHmac('sha256', this.privatePem).update(label).digest('hex');
  }

  get publicKey(): PublicKeyValue {
    return { kid: this.kid, alg: ENCRYPTION_ALG, spki: this.spki };
  }

  decrypt(body: EncryptedBody): unknown {
    const { enc } = body;
    if (enc.kid !== this.kid) throw new AppError('DECRYPTION_FAILED', { reason: 'unknown key, reload the page' });
    try {
      const aesKey = privateDecrypt({ key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(enc.key, 'base64'));
      const data = Buffer.from(enc.data, 'base64');
      // WebCrypto appends the 16-byte GCM tag to the ciphertext.
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(enc.iv, 'base64'));
      decipher.setAuthTag(data.subarray(data.length - 16));
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
      return JSON.parse(plain.toString('utf8'));
    } catch {
      throw new AppError('DECRYPTION_FAILED');
    }
  }
}
