import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addImageFiles } from '../lib/imageFiles';

/**
 * The image picker of an upload form (withdrawal receipt, promotion application): the chosen
 * files with object-URL previews (revoked when they change), a pick that checks each new file
 * against the limits and reports the first problem through `onProblem`, and removal.
 */
export function useImagePicker(limits: { files: number; bytes: number }, onProblem: (text: string | null) => void) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((f) => ({ file: f, url: URL.createObjectURL(f) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const pick = async (list: FileList | null) => {
    onProblem(null);
    const result = await addImageFiles(files, [...(list ?? [])], limits);
    setFiles(result.files);
    if (result.problem) onProblem(t(`err.${result.problem}`) + (result.name ? ` (${result.name})` : ''));
    // The same file can be picked again after removing it.
    if (input.current) input.current.value = '';
  };
  const remove = (file: File) => setFiles((current) => current.filter((f) => f !== file));
  return { files, previews, pick, remove, input, full: files.length >= limits.files };
}
