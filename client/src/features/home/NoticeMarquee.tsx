import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@wl/shared/core';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { formatDate } from '../../lib/format';

/**
 * The notice marquee: titles scroll by; a click opens the notice. Hovering or focusing
 * it stops the scroll (CSS), and with reduced motion the titles sit still as a list. The text
 * is plain and shown as text, never as HTML.
 */
export function NoticeMarquee({ notices }: { notices: Notice[] | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Notice | null>(null);
  const list = notices ?? [];
  // Long enough to cross the strip at a reading pace whatever the number of notices.
  const seconds = Math.max(20, list.reduce((n, x) => n + x.title.length, 0) * 0.35);
  const items = (copy: boolean) =>
    list.map((n) => (
      <li key={`${copy ? 'b' : 'a'}${n.id}`} className="marquee__item">
        <button type="button" className="marquee__btn" onClick={() => setOpen(n)} tabIndex={copy ? -1 : undefined} data-testid={copy ? undefined : 'notice'}>
          {n.title}
        </button>
      </li>
    ));
  return (
    <section className="marquee" aria-label={t('home.notices')} data-testid="marquee">
      <span className="marquee__icon" aria-hidden="true">
        <Icon name="megaphone" size={18} />
      </span>
      <div className="marquee__viewport">
        {list.length > 0 && (
          <div className="marquee__track" style={{ animationDuration: `${seconds}s` }}>
            <ul className="marquee__list">{items(false)}</ul>
            {/* The second copy makes the loop seamless; readers and keyboards skip it. */}
            <ul className="marquee__list marquee__copy" aria-hidden="true">
              {items(true)}
            </ul>
          </div>
        )}
      </div>
      {open && (
        <Modal title={open.title} onClose={() => setOpen(null)} size="sm" variant="dialog">
          <p className="notice__body" data-testid="notice-body">
            {open.content}
          </p>
          <p className="notice__date">{formatDate(new Date(open.createdAt))}</p>
        </Modal>
      )}
    </section>
  );
}
