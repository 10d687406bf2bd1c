import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API, type SiteLogo } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { cleanImage, type CleanImage } from '../../uploads/images.js';
import { uploadError } from '../../uploads/upload-error.js';

/**
 * The site's logo (docs/BRANDING.md): one PNG or JPEG uploaded by staff, through the upload
 * pipeline every picture takes (uploads/images.ts), scaled down to fit LOGO_BOX while it is
 * encoded again. Stored under the hash of what we encoded, so its address names its content:
 * browsers and image hosts may keep it for good, and a new logo is a new address.
 */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Three times the header's 34 px mark height, wide enough for a wordmark. */
export const LOGO_BOX = { width: 480, height: 120 };
export const LOGO_MULTIPART_LIMITS = { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 };

/** The one file of the form, field `logo`, checked and re-encoded before anything is written. */
export async function readLogoUpload(req: FastifyRequest): Promise<CleanImage> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let logo: CleanImage | null = null;
  try {
    for await (const part of req.parts({ limits: LOGO_MULTIPART_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'logo')
        throw new AppError('VALIDATION_FAILED', { fields: { [part.fieldname.slice(0, 40)]: 'rule.unknown' } });
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError('UPLOAD_TOO_LARGE', { maxBytes: LOGO_MAX_BYTES });
      logo = await cleanImage(bytes, part.filename, LOGO_BOX);
    }
  } catch (err) {
    throw uploadError(err, { maxBytes: LOGO_MAX_BYTES, maxFiles: 1 });
  }
  if (!logo) throw new AppError('VALIDATION_FAILED', { fields: { logo: 'rule.required' } });
  return logo;
}

const extOf = (mime: string) => (mime === 'image/png' ? 'png' : 'jpg');

/** Keeps the picture (once per content) and answers what the settings name. */
export async function storeLogo(db: Db, merchantId: number, logo: CleanImage): Promise<SiteLogo> {
  const hash = createHash('sha256').update(logo.bytes).digest('hex').slice(0, 32);
  await db`
    insert into site_logos (merchant_id, hash, mime, width, height, bytes)
    values (${merchantId}, ${hash}, ${logo.mime}, ${logo.width}, ${logo.height}, ${logo.bytes})
    on conflict do nothing`;
  return { path: API.siteLogo.replace(':file', `${hash}.${extOf(logo.mime)}`), width: logo.width, height: logo.height };
}

/** `<hash>.png` of this merchant, or null (another merchant's hash is not found here either). */
export async function readLogo(db: Db, merchantId: number, file: string): Promise<{ mime: string; bytes: Buffer } | null> {
  const m = /^([0-9a-f]{32})\.(png|jpg)$/.exec(file);
  if (!m) return null;
  const [row] = await db<{ mime: string; bytes: Buffer }[]>`
    select mime, bytes from site_logos where merchant_id = ${merchantId} and hash = ${m[1]!}`;
  return row && extOf(row.mime) === m[2] ? row : null;
}
