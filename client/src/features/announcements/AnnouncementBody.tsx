import { isSafeLink, type Announcement } from '@wl/shared/core';
import { sanitizeHtml } from '../../lib/sanitize';

/**
 * An announcement's content and images, as every place shows them. The HTML was sanitised by the
 * gateway when staff saved it and is sanitised again here (lib/sanitize.ts): a payload that got
 * into the database by another way still meets this. Images come in sequence order; one whose
 * address is not a safe link is left out.
 */
export function AnnouncementBody({ item }: { item: Announcement }) {
  const images = [...item.announcementImages].sort((a, b) => a.sequence - b.sequence).filter((i) => isSafeLink(i.url));
  return (
    <div className="announce__body">
      {images.length > 0 && (
        <div className="announce__images">
          {images.map((img) => (
            // Decorative next to the text that says the same; an image that says more belongs in the text.
            <img key={img.sequence} className="announce__image" src={img.url} alt="" loading="lazy" decoding="async" />
          ))}
        </div>
      )}
      <div className="prose announce__content" data-testid="announcement-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }} />
    </div>
  );
}
