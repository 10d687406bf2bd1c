import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { crc32 } from './image-header.js';
import { cleanImage, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from './images.js';

/** A real w x h picture, drawn by sharp. */
const draw = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 40, b: 90 } } });

/** The same PNG with another size written into its header (CRC kept right): a decompression bomb's header. */
function claimSize(png: Buffer, w: number, h: number): Buffer {
  const b = Buffer.from(png);
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  b.writeUInt32BE(crc32(b.subarray(12, 29)), 29);
  return b;
}

const codeOf = async (bytes: Buffer) =>
  cleanImage(bytes, 'x').then(
    () => 'OK',
    (err: { code: string }) => err.code,
  );

describe('the upload pipeline', () => {
  it('re-encodes what it accepts: same picture, new bytes, no metadata', async () => {
    const original = await draw(40, 30)
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'taken at home, 14.5995 N 120.9842 E' } } })
      .toBuffer();
    const clean = await cleanImage(original, 'receipt.png');
    expect(clean).toMatchObject({ mime: 'image/png', width: 40, height: 30 });
    expect(clean.bytes.equals(original)).toBe(false);
    expect(clean.bytes.toString('latin1')).not.toContain('taken at home');
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
    const jpeg = await cleanImage(await draw(20, 10).jpeg().toBuffer(), 'a.jpg');
    expect(jpeg).toMatchObject({ mime: 'image/jpeg', width: 20, height: 10 });
  });

  it('applies the camera orientation, so the stored picture stands the way it was taken', async () => {
    const sideways = await draw(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await cleanImage(sideways, 'photo.jpg')).toMatchObject({ width: 20, height: 40 });
  });

  it('refuses a picture too large to decode from its header alone, before decoding it', async () => {
    const small = await draw(2, 2).png().toBuffer();
    // 20000 x 20000: a few hundred bytes here, 1.6 GB once decoded.
    expect(await codeOf(claimSize(small, 20_000, 20_000))).toBe('UPLOAD_IMAGE_TOO_LARGE');
    expect(await codeOf(claimSize(small, IMAGE_MAX_SIDE + 1, 1))).toBe('UPLOAD_IMAGE_TOO_LARGE');
    expect(await codeOf(claimSize(small, IMAGE_MAX_SIDE, Math.ceil(IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE) + 1))).toBe('UPLOAD_IMAGE_TOO_LARGE');
  });

  it('refuses a polyglot and a picture whose pixels do not decode', async () => {
    const png = await draw(4, 4).png().toBuffer();
    expect(await codeOf(Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]))).toBe('UPLOAD_CONTENT_INVALID');
    // A header that claims 4 x 4 in front of pixels that are not there.
    expect(await codeOf(claimSize(await draw(1, 1).png().toBuffer(), 4, 4))).toBe('UPLOAD_CONTENT_INVALID');
    expect(await codeOf(Buffer.from('<svg onload="alert(1)"/>'))).toBe('UPLOAD_TYPE_NOT_ALLOWED');
  });
});
