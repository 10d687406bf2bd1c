import argon2 from 'argon2';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** OWASP's Argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => argon2.hash(plain, ARGON);
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

// A real hash to verify against when the account does not exist, so timing does not tell.
let dummyHash: Promise<string> | null = null;
/** Verifies against the account's hash, or wastes the same time when there is no account. */
export async function verifyPasswordOrNothing(hash: string | null | undefined, plain: string): Promise<boolean> {
  const right = await verifyPassword(hash ?? (await (dummyHash ??= hashPassword('not-a-password'))), plain);
  return !!hash && right;
}

/** 256 random bits, URL-safe. Only the SHA-256 of a token is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * Codes are stored as an HMAC under a server secret (see code-key.ts), so a database read does
 * not reveal live codes: with only a million possible codes a plain hash is reversed at once,
 * while the HMAC cannot be tried without the key.
 */
export const hashCode = (key: Buffer, code: string) => createHmac('sha256', key).update(`code:${code}`).digest('hex');
export function sameCode(key: Buffer, hash: string, code: string) {
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(hashCode(key, code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A readable random password for mailed resets: letters and digits, never ambiguous glyphs. */
export function temporaryPassword(length = 10): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)]!, digits[randomInt(digits.length)]!];
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  return chars.join('');
}
