import { toHex } from './bytes.js';

/**
 * WebCrypto forms of the two hashes (the browser's verifier; the gateway uses node:crypto for
 * speed). The server seed is used as text: its HMAC key and its published hash are both of the
 * 64 hex characters as UTF-8, so `printf %s <seed> | sha256sum` checks a commitment by hand.
 */
const text = new TextEncoder();

export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle;
  const k = await subtle.importKey('raw', text.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle.sign('HMAC', k, text.encode(message)));
}

export async function seedHash(serverSeed: string): Promise<string> {
  return toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', text.encode(serverSeed))));
}
