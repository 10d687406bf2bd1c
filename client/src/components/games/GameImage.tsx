import { useState } from 'react';
import { Icon, type IconName } from '../Icon';
import { imageUrl } from '../../lib/hosts';

/**
 * A lazily loaded catalogue image, from the visit's image host (lib/hosts.ts). A broken or missing image becomes a drawn placeholder in
 * the same box, so a grid never shows the browser's broken-image glyph or shifts its layout.
 */
export function GameImage({ src, alt = '', icon = 'slots', className }: { src: string; alt?: string; icon?: IconName; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return failed ? (
    <span
      className={`game-img game-img--placeholder ${className ?? ''}`}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <Icon name={icon} size={32} />
    </span>
  ) : (
    <img className={`game-img ${className ?? ''}`} src={imageUrl(src)} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
  );
}
