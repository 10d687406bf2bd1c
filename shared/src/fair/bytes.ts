/**
 * The bytes of a round (commit-reveal, docs/FAIRNESS.md): HMAC-SHA256(key = server seed, message =
 * `${clientSeed}:${nonce}:${cursor}`), 32 bytes per cursor. Outcome functions read them through
 * a RoundReader as 32-bit words; when a game needs more words than the cursors computed so far,
 * the reader throws NeedMoreBytes and the caller computes one more cursor and runs it again, so
 * the outcome is a pure function of (server seed, client seed, nonce, game, params).
 */
export const BYTES_PER_CURSOR = 32;

export class NeedMoreBytes extends Error {
  constructor() {
    super('round needs more bytes');
  }
}

export class RoundReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  /** The next unsigned 32-bit word, big-endian. */
  word(): number {
    if (this.offset + 4 > this.bytes.length) throw new NeedMoreBytes();
    const b = this.bytes;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
  }

  /**
   * A uniform integer in [0, n) without modulo bias: words at or above the largest multiple of n
   * below 2^32 are rejected and the next word is read.
   */
  uniformInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`uniformInt(${n})`);
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const w = this.word();
      if (w < limit) return w % n;
    }
  }
}

export const roundMessage = (clientSeed: string, nonce: number, cursor: number) => `${clientSeed}:${nonce}:${cursor}`;

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new RangeError('not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** A client seed the player types: 1-64 letters, digits, dashes or underscores (CLIENT_SEED_INVALID otherwise). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
