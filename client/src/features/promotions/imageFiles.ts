import { PROMOTION_LIMITS } from '@wl/shared/core';

/**
 * The checks made before an application is sent, so the member hears about a wrong file at once.
 * The gateway judges every file again, by its whole content (docs/PROMOTIONS.md "Uploads"): this
 * is a courtesy, not the guard.
 */
export type ImageProblem = 'UPLOAD_TOO_LARGE' | 'UPLOAD_TYPE_NOT_ALLOWED' | 'TOO_MANY_FILES';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

async function looksLikeImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  return starts(PNG) || starts(JPEG);
}

/** Adds `picked` to `current`; answers the files kept and the first problem met, if any. */
export async function addImages(current: File[], picked: File[]): Promise<{ files: File[]; problem: ImageProblem | null; name?: string }> {
  const files = [...current];
  for (const f of picked) {
    if (files.length >= PROMOTION_LIMITS.images) return { files, problem: 'TOO_MANY_FILES' };
    if (f.size > PROMOTION_LIMITS.imageBytes) return { files, problem: 'UPLOAD_TOO_LARGE', name: f.name };
    if (!(await looksLikeImage(f))) return { files, problem: 'UPLOAD_TYPE_NOT_ALLOWED', name: f.name };
    files.push(f);
  }
  return { files, problem: null };
}
