import type { ProofType } from '@wl/shared';

/**
 * What an uploaded picture really is, read from its first bytes (never from its name or declared
 * type) without decoding anything: a PNG whose signature is followed by a well-formed IHDR chunk
 * (length 13, a non-zero size, a valid bit depth for its colour type, and a matching CRC), or a
 * JPEG whose markers lead, segment by segment, to a start-of-frame with a non-zero size. Anything
 * else is null. The size is read here so that the upload pipeline (images.ts) can refuse a
 * picture too large to decode before it is decoded.
 */
export interface ImageInfo {
  mime: ProofType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
/** CRC-32 of PNG chunks (also the structure check's, image-structure.ts). */
export function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const byte of b) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// Allowed bit depths per PNG colour type (PNG specification, table 11.1).
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

function png(b: Buffer): ImageInfo | null {
  if (b.length < 33 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  const depth = b[24]!;
  const colour = b[25]!;
  if (!width || !height) return null;
  if (!PNG_DEPTHS[colour]?.includes(depth) || b[26] !== 0 || b[27] !== 0 || b[28]! > 1) return null;
  if (crc32(b.subarray(12, 29)) !== b.readUInt32BE(29)) return null;
  return { mime: 'image/png', width, height };
}

function jpeg(b: Buffer): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    } // fill byte
    if (marker === 0xd9 || marker === 0xda) return null; // end or scan before any frame header
    if (marker >= 0xd0 && marker <= 0xd7) {
      i += 2;
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    if (len < 2 || i + 2 + len > b.length) return null;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (len < 8) return null;
      const height = b.readUInt16BE(i + 5);
      const width = b.readUInt16BE(i + 7);
      const components = b[i + 9]!;
      if (!width || !height || ![1, 3, 4].includes(components)) return null;
      return { mime: 'image/jpeg', width, height };
    }
    i += 2 + len;
  }
  return null;
}

export const inspectImage = (b: Buffer): ImageInfo | null => png(b) ?? jpeg(b);
