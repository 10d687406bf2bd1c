/**
 * The checks made before images are uploaded (withdrawal receipts, promotion applications), so the
 * member hears about a wrong file at once. The gateway judges every file again by its content:
 * this is a courtesy, not the guard.
 */
export type ImageProblem = 'UPLOAD_TOO_LARGE' | 'UPLOAD_TYPE_NOT_ALLOWED' | 'TOO_MANY_FILES';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

async function looksLikeImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  return starts(PNG) || starts(JPEG);
}

/** Adds `picked` to `current` within the limits; answers the files kept and the first problem met, if any. */
export async function addImageFiles(
  current: File[],
  picked: File[],
  limits: { files: number; bytes: number },
): Promise<{ files: File[]; problem: ImageProblem | null; name?: string }> {
  const files = [...current];
  for (const f of picked) {
    if (files.length >= limits.files) return { files, problem: 'TOO_MANY_FILES' };
    if (f.size > limits.bytes) return { files, problem: 'UPLOAD_TOO_LARGE', name: f.name };
    if (!(await looksLikeImage(f))) return { files, problem: 'UPLOAD_TYPE_NOT_ALLOWED', name: f.name };
    files.push(f);
  }
  return { files, problem: null };
}
