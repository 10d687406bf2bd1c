import { crc32 } from './image-header.js';

/**
 * Whether an uploaded picture is the picture and nothing more. A polyglot is a real picture that
 * is also something else (an HTML page appended, a script in a comment), so:
 * - PNG: chunk by chunk, each CRC right, ending at IEND exactly at the end of the file;
 * - JPEG: segment by segment up to the scan, ending with the end-of-image marker exactly at the end;
 * - no markup (HTML, SVG, script, PHP) in what a picture carries beside its pixels (every PNG
 *   chunk but IDAT, JPEG APPn and comment segments).
 * Pixel data (IDAT, the JPEG scan) is compressed and not scanned for markup, which could only
 * appear there by chance; a JPEG scan cannot hide an end marker (a 0xFF in it is always stuffed),
 * so the first end-of-image after the scan must be the file's last two bytes. The pipeline
 * (images.ts) re-encodes what passes anyway: this check is there to tell the sender, not to clean.
 */

const MARKUP = /<\s*(script|html|body|head|svg|iframe|object|embed|img|meta|style|\?php|!doctype)|javascript:|on[a-z]+\s*=/i;
const EOI = Buffer.from([0xff, 0xd9]);

const hasMarkup = (b: Buffer) => MARKUP.test(b.toString('latin1'));
/** True when the PNG is chunks only, each whole and checked, up to IEND at the very end; no markup beside the pixels. */
function cleanPng(b: Buffer): boolean {
  let i = 8;
  while (i + 12 <= b.length) {
    const len = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || i + 12 + len > b.length) return false;
    if (crc32(b.subarray(i + 4, i + 8 + len)) !== b.readUInt32BE(i + 8 + len)) return false;
    if (type !== 'IDAT' && hasMarkup(b.subarray(i + 8, i + 8 + len))) return false;
    i += 12 + len;
    if (type === 'IEND') return len === 0 && i === b.length;
  }
  return false;
}

/** True when the JPEG's segments up to the scan are whole, hold no markup, and the file ends with EOI. */
function cleanJpeg(b: Buffer): boolean {
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return false;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return false;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd9) return i + 2 === b.length;
    if (marker >= 0xd0 && marker <= 0xd7) {
      i += 2;
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    if (len < 2 || i + 2 + len > b.length) return false;
    // APP0..APP15 and COM carry metadata: where a polyglot hides its other self.
    if (((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) && hasMarkup(b.subarray(i + 4, i + 2 + len))) return false;
    // Start of scan: entropy-coded data (and any later scans) run to the one EOI, the file's end.
    if (marker === 0xda) return b.indexOf(EOI, i + 2 + len) === b.length - 2;
    i += 2 + len;
  }
  return false;
}

export const isWholeImage = (bytes: Buffer, mime: 'image/png' | 'image/jpeg'): boolean => (mime === 'image/png' ? cleanPng(bytes) : cleanJpeg(bytes));
