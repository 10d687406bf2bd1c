import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectImage } from './image-header.js';
import { isWholeImage } from './image-structure.js';

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
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([len, body, sum]);
}
/** A real w x h RGB PNG, with extra chunks before IDAT. */
function png(w = 2, h = 2, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(h * (1 + 3 * w), 0x7f);
  for (let y = 0; y < h; y++) rows[y * (1 + 3 * w)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const seg = (marker: number, data: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
/** A baseline JPEG's markers: APP0, a frame header (3 x 2), a scan with a little data, EOI. */
function jpeg(extra: Buffer[] = [], scan = Buffer.from([0x12, 0xff, 0x00, 0x34])): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...extra,
    seg(0xc0, Buffer.from([8, 0, 2, 0, 3, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])),
    seg(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])),
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}
const codeOf = (bytes: Buffer) => {
  const info = inspectImage(bytes);
  if (!info) return 'NOT_AN_IMAGE';
  return isWholeImage(bytes, info.mime) ? 'OK' : 'NOT_WHOLE';
};

describe('a picture and nothing more', () => {
  it('takes a real PNG (with ordinary text metadata) and a real JPEG', () => {
    expect(inspectImage(png())).toEqual({ mime: 'image/png', width: 2, height: 2 });
    expect(codeOf(png())).toBe('OK');
    expect(codeOf(png(2, 2, [chunk('tEXt', Buffer.from('Software\0GIMP 2.10', 'latin1'))]))).toBe('OK');
    expect(inspectImage(jpeg())).toEqual({ mime: 'image/jpeg', width: 3, height: 2 });
    expect(codeOf(jpeg())).toBe('OK');
  });

  it('refuses what is not a png or jpg at all: SVG, a renamed executable, text', () => {
    expect(codeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'))).toBe('NOT_AN_IMAGE');
    expect(codeOf(Buffer.concat([Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1'), Buffer.alloc(200)]))).toBe('NOT_AN_IMAGE');
    expect(codeOf(Buffer.from('just text'))).toBe('NOT_AN_IMAGE');
  });

  it('refuses polyglots: markup after the end, in metadata, or a broken chunk', () => {
    expect(codeOf(Buffer.concat([png(), Buffer.from('<html><script>alert(1)</script></html>')]))).toBe('NOT_WHOLE');
    expect(codeOf(png(2, 2, [chunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1'))]))).toBe('NOT_WHOLE');
    expect(codeOf(png(2, 2, [chunk('htMl', Buffer.from('<body onload=alert(1)>', 'latin1'))]))).toBe('NOT_WHOLE');
    const broken = png();
    broken[broken.length - 20]! ^= 0xff; // inside IDAT: its CRC no longer matches
    expect(codeOf(broken)).toBe('NOT_WHOLE');
    expect(codeOf(jpeg([seg(0xfe, Buffer.from('<html><script>alert(1)</script>'))]))).toBe('NOT_WHOLE');
    const tail = Buffer.concat([jpeg(), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from([0xff, 0xd9])]);
    expect(codeOf(tail)).toBe('NOT_WHOLE');
    expect(codeOf(Buffer.concat([jpeg(), Buffer.from('<?php echo 1; ?>')]))).toBe('NOT_WHOLE');
  });
});
