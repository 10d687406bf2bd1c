import { deflateSync } from 'node:zlib';

/**
 * Real PNG files for the upload tests (the image checks, the promotions' uploads), built chunk by
 * chunk with each chunk's CRC, so a test can slip in chunks of its own. Tests only: nothing the
 * gateway runs imports it.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc(body));
  return Buffer.concat([head, body, tail]);
}

/**
 * A real RGB PNG of w x h: `extra` chunks go before the image data; `noise` makes it
 * incompressible (for a file past an upload's size limit).
 */
export function pngImage(w = 4, h = 4, o: { extra?: Buffer[]; noise?: boolean } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const stride = 1 + 3 * w;
  const rows = Buffer.alloc(h * stride);
  for (let i = 0; i < rows.length; i++) rows[i] = i % stride === 0 ? 0 : o.noise ? (i * 2654435761) >>> 24 : 0xc8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...(o.extra ?? []),
    pngChunk('IDAT', deflateSync(rows, { level: o.noise ? 0 : 6 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
