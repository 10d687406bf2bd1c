/**
 * The browser half of payload encryption (see crypto.ts for the contract and its schemas), kept
 * apart from those schemas so the client's first load carries no TypeBox: only WebCrypto.
 */
export const ENCRYPTION_ALG = 'RSA-OAEP-256+A256GCM';

/** The shapes crypto.ts's schemas describe, written out here so this file imports nothing. */
interface PublicKey {
  kid: string;
  spki: string;
}
interface Encrypted {
  enc: { alg: typeof ENCRYPTION_ALG; kid: string; key: string; iv: string; data: string };
}

const toB64 = (buf: ArrayBuffer | Uint8Array) => {
  const bytes = buf instanceof Uint8Array ? buf : new Uint8Array(buf);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromB64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

export async function encryptPayload(publicKey: PublicKey, payload: unknown): Promise<Encrypted> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey('spki', fromB64(publicKey.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload)));
  const rawKey = await subtle.exportKey('raw', aes);
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey);
  return { enc: { alg: ENCRYPTION_ALG, kid: publicKey.kid, key: toB64(key), iv: toB64(iv), data: toB64(data) } };
}
