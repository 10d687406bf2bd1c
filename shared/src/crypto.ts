import { Type, type Static } from '@sinclair/typebox';

/**
 * Payload encryption for the calls the spec marks as encrypted (login, register, change
 * password, set password by phone, redeem and convert point). The server publishes an RSA
 * public key (SPKI, base64) at GET /wps/system/publicKey. The client makes a fresh AES-256-GCM
 * key per request, encrypts the JSON body with it and wraps the AES key with RSA-OAEP-SHA256.
 * Only WebCrypto is used, so the same code runs in the browser, in tests and in Node.
 */
export const ENCRYPTION_ALG = 'RSA-OAEP-256+A256GCM';

export const EncryptedBody = Type.Object(
  {
    enc: Type.Object({
      alg: Type.Literal(ENCRYPTION_ALG),
      kid: Type.String({ maxLength: 64 }),
      key: Type.String({ maxLength: 1024 }),
      iv: Type.String({ maxLength: 32 }),
      data: Type.String({ maxLength: 65536 }),
    }),
  },
  { additionalProperties: false },
);
export type EncryptedBody = Static<typeof EncryptedBody>;

export const PublicKeyValue = Type.Object({ kid: Type.String(), alg: Type.String(), spki: Type.String() });
export type PublicKeyValue = Static<typeof PublicKeyValue>;

const toB64 = (buf: ArrayBuffer | Uint8Array) => {
  const bytes = buf instanceof Uint8Array ? buf : new Uint8Array(buf);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromB64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

export async function encryptPayload(publicKey: PublicKeyValue, payload: unknown): Promise<EncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey('spki', fromB64(publicKey.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload)));
  const rawKey = await subtle.exportKey('raw', aes);
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey);
  return { enc: { alg: ENCRYPTION_ALG, kid: publicKey.kid, key: toB64(key), iv: toB64(iv), data: toB64(data) } };
}
