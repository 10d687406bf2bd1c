import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/**
 * Every popup goes through here: a portal with a backdrop, body scroll locked while any layer
 * is open, Esc and the close button only when the popup may be dismissed, Tab kept inside the
 * top layer, and focus handed back to whatever opened it. Phones get a full-screen sheet (CSS).
 */
const layers: HTMLElement[] = [];

// The root keeps its scrollbar gutter (base.css), so locking does not shift the page sideways.
function lockScroll() {
  if (layers.length === 1) document.documentElement.classList.add('scroll-locked');
}
function unlockScroll() {
  if (layers.length === 0) document.documentElement.classList.remove('scroll-locked');
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: ReactNode;
  /** Leave out to make the popup impossible to dismiss (mandatory password change). */
  onClose?: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Dialogs stay small on phones instead of becoming a sheet. */
  variant?: 'sheet' | 'dialog';
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Art shown beside the form on wide screens. */
  aside?: ReactNode;
}

export function Modal({ title, onClose, children, size = 'md', variant = 'sheet', role = 'dialog', className, aside }: ModalProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const opener = document.activeElement as HTMLElement | null;
    layers.push(el);
    lockScroll();
    // Focus the first input if there is one, so typing can start at once.
    // Typing can start at once in a form; a reading popup takes focus itself, so no control
    // is highlighted before the person does anything.
    const first =
      el.querySelector<HTMLElement>('[data-autofocus]') ??
      el.querySelector<HTMLElement>('input:not([type="checkbox"]):not([disabled]),textarea') ??
      el;
    first.focus({ preventScroll: true });

    const onKey = (e: KeyboardEvent) => {
      if (layers[layers.length - 1] !== el) return;
      if (e.key === 'Escape' && closeRef.current) {
        e.preventDefault();
        closeRef.current();
      } else if (e.key === 'Tab') {
        const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.offsetParent !== null);
        if (items.length === 0) {
          e.preventDefault();
          return;
        }
        const firstItem = items[0]!;
        const lastItem = items[items.length - 1]!;
        if (e.shiftKey && (document.activeElement === firstItem || !el.contains(document.activeElement))) {
          e.preventDefault();
          lastItem.focus();
        } else if (!e.shiftKey && (document.activeElement === lastItem || !el.contains(document.activeElement))) {
          e.preventDefault();
          firstItem.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const i = layers.indexOf(el);
      if (i >= 0) layers.splice(i, 1);
      unlockScroll();
      if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <div className={`modal-root modal-root--${variant}`}>
      <div className="modal-backdrop" aria-hidden="true" />
      <div
        ref={panel}
        className={`modal modal--${size} modal--${variant}${aside ? ' modal--split' : ''} ${className ?? ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {aside && <div className="modal__aside" aria-hidden="true">{aside}</div>}
        <div className="modal__main">
          <header className="modal__head">
            <h2 id={titleId} className="modal__title">{title}</h2>
            {onClose && (
              <button type="button" className="icon-btn modal__close" onClick={onClose} aria-label={t('common.close')}>
                <Icon name="close" />
              </button>
            )}
          </header>
          <div className="modal__body">{children}</div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
