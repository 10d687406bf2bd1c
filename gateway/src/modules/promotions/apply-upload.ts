import type { FastifyRequest } from 'fastify';
import { PROMOTION_LIMITS as L } from '@wl/shared';
import { AppError } from '../../http/errors.js';
import { uploadError } from '../../uploads/upload-error.js';
import { cleanImage, type CleanImage } from '../../uploads/images.js';

/**
 * An application's form (multipart): `comment` (at most 140 characters, plain text) and up to
 * three `images`. Every part is read and checked before anything is written, so a refused upload
 * leaves no application behind.
 */
export interface ApplicationUpload {
  comment: string | null;
  images: CleanImage[];
}

/** Handed to @fastify/multipart for the apply route only. */
export const APPLY_MULTIPART_LIMITS = { fileSize: L.imageBytes, files: L.images, fields: 2, fieldSize: 2048, parts: 6, headerPairs: 50 };

/** Control characters (but line breaks and tabs) are no part of a comment a person typed. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export async function readApplicationUpload(req: FastifyRequest): Promise<ApplicationUpload> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const images: ApplicationUpload['images'] = [];
  try {
    for await (const part of req.parts({ limits: APPLY_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw new AppError('VALIDATION_FAILED', { fields: { [part.fieldname.slice(0, 40)]: 'rule.unknown' } });
        const bytes = await part.toBuffer();
        // The size limit cuts the stream short; judged cut short, the picture would read as broken.
        if (part.file.truncated) throw new AppError('UPLOAD_TOO_LARGE', { maxBytes: L.imageBytes });
        images.push(await cleanImage(bytes, part.filename));
      } else {
        if (part.fieldname !== 'comment') throw new AppError('VALIDATION_FAILED', { fields: { [part.fieldname.slice(0, 40)]: 'rule.unknown' } });
        if (part.valueTruncated) throw new AppError('VALIDATION_FAILED', { fields: { comment: 'rule.tooLong' } });
        fields.comment = String(part.value);
      }
    }
  } catch (err) {
    throw uploadError(err, { maxBytes: L.imageBytes, maxFiles: L.images });
  }
  // A form sends line breaks as CRLF (the HTML form-data rule): count and keep them as typed, LF.
  const comment = (fields.comment ?? '').replace(/\r\n?/g, '\n').trim();
  // Characters as a person counts them (code points), like the form's counter.
  if ([...comment].length > L.comment) throw new AppError('VALIDATION_FAILED', { fields: { comment: 'rule.tooLong' } });
  if (CONTROL.test(comment)) throw new AppError('VALIDATION_FAILED', { fields: { comment: 'rule.invalid' } });
  return { comment: comment || null, images };
}
