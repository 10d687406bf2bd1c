import { AppError } from '../http/errors.js';
import { inspectImage, type ImageInfo } from './image-header.js';
import { isWholeImage } from './image-structure.js';

/**
 * The one pipeline every uploaded picture goes through (withdrawal receipts, promotion
 * applications), in this order, each step before anything costlier:
 * 1. what it is, from its header bytes: a PNG or a JPEG, else UPLOAD_TYPE_NOT_ALLOWED;
 * 2. how big it is, from the same header, before a single pixel is decoded: at most
 *    IMAGE_MAX_SIDE on a side and IMAGE_MAX_PIXELS in all, else UPLOAD_IMAGE_TOO_LARGE (a
 *    20000 x 20000 PNG is a few kilobytes on the wire and 1.6 GB decoded);
 * 3. that the file is the picture and nothing more (image-structure.ts), else UPLOAD_CONTENT_INVALID;
 * 4. decoded and encoded again by sharp (libvips), also bounded by IMAGE_MAX_PIXELS, orientation
 *    applied and every metadata block dropped: what is stored and later served is pixels we
 *    wrote ourselves, whatever the sender hid in a place the checks above do not read.
 * A picture that does not decode is UPLOAD_CONTENT_INVALID.
 */

export const IMAGE_MAX_SIDE = 8_000;
export const IMAGE_MAX_PIXELS = 24_000_000;

export interface CleanImage extends ImageInfo {
  bytes: Buffer;
}

/** `fit`: scaled down (never up) to fit inside this box while it is encoded again, e.g. a logo. */
export async function cleanImage(bytes: Buffer, name: string, fit?: { width: number; height: number }): Promise<CleanImage> {
  const file = name.slice(0, 100);
  const info = inspectImage(bytes);
  if (!info) throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', { file });
  if (info.width > IMAGE_MAX_SIDE || info.height > IMAGE_MAX_SIDE || info.width * info.height > IMAGE_MAX_PIXELS) {
    throw new AppError('UPLOAD_IMAGE_TOO_LARGE', { file, maxSide: IMAGE_MAX_SIDE, maxPixels: IMAGE_MAX_PIXELS });
  }
  if (!isWholeImage(bytes, info.mime)) throw new AppError('UPLOAD_CONTENT_INVALID', { file });
  // Loaded on the first upload: libvips is tens of megabytes a gateway taking no upload need not hold.
  const { default: sharp } = await import('sharp');
  try {
    let image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', sequentialRead: true }).rotate();
    if (fit) image = image.resize({ ...fit, fit: 'inside', withoutEnlargement: true });
    const encoded = info.mime === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 88, mozjpeg: true });
    const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
    return { mime: info.mime, width: out.width, height: out.height, bytes: data };
  } catch {
    throw new AppError('UPLOAD_CONTENT_INVALID', { file });
  }
}
