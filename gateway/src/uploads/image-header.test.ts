import { describe, expect, it } from 'vitest';
import { inspectImage } from './image-header.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00,
  0x02, 0x00, 0x03, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);

describe('inspectImage (pictures are judged by their bytes)', () => {
  it('reads a PNG and a JPEG with their pixel sizes', () => {
    expect(inspectImage(PNG)).toEqual({ mime: 'image/png', width: 1, height: 1 });
    expect(inspectImage(JPEG)).toEqual({ mime: 'image/jpeg', width: 3, height: 2 });
  });

  it('refuses text, a bare signature, a header with a bad CRC or size, and a JPEG without a frame', () => {
    expect(inspectImage(Buffer.from('not an image, whatever the file is called'))).toBeNull();
    expect(inspectImage(PNG.subarray(0, 8))).toBeNull();
    const badCrc = Buffer.from(PNG);
    badCrc.writeUInt8(badCrc.readUInt8(29) ^ 0xff, 29);
    expect(inspectImage(badCrc)).toBeNull();
    const zeroWide = Buffer.from(PNG);
    zeroWide.writeUInt32BE(0, 16);
    expect(inspectImage(zeroWide)).toBeNull();
    expect(inspectImage(JPEG.subarray(0, 20))).toBeNull();
    expect(inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});
