import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@wl/shared/core';
import { Modal } from '../../components/Modal';
import { AnnouncementBody } from './AnnouncementBody';

/**
 * The announcement popup: the reader's popups one at a time with
 * a pager when there are several. Closing it (the close button, Esc or "Got it") closes them all
 * for this session; the machine keeps the flag.
 */
export function AnnouncementPopup({ items, onClose }: { items: Announcement[]; onClose(): void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const at = Math.min(index, items.length - 1);
  const item = items[at];
  if (!item) return null;
  return (
    <Modal title={item.title} onClose={onClose} size="md" variant="dialog" className="announce-popup">
      <div data-testid="announcement-popup" data-id={item.id}>
        <AnnouncementBody item={item} />
        <div className="announce-popup__bar">
          {items.length > 1 && (
            <nav className="announce-popup__pager" aria-label={t('announce.pages')}>
              <button type="button" className="btn btn--ghost btn--sm" disabled={at === 0} onClick={() => setIndex(at - 1)}>
                {t('announce.previous')}
              </button>
              <span aria-live="polite">{t('announce.position', { n: at + 1, of: items.length })}</span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={at >= items.length - 1}
                onClick={() => setIndex(at + 1)}
                data-testid="announcement-next"
              >
                {t('announce.next')}
              </button>
            </nav>
          )}
          <button type="button" className="btn btn--primary btn--sm" onClick={onClose} data-testid="announcement-close" data-autofocus>
            {t('announce.gotIt')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
