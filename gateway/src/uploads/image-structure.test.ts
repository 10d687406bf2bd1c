import { describe, expect, it } from 'vitest';
import { inspectImage } from './image-header.js';
import { isWholeImage } from './image-structure.js';
import { pngChunk, pngImage } from './test-png.js';

const chunk = pngChunk;
/** A real w x h RGB PNG, with extra chunks before IDAT. */
const png = (w = 2, h = 2, extra: Buffer[] = []) => pngImage(w, h, { extra });
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
