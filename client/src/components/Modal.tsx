import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { Icon } from './Icon';

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

/**
 * Every popup goes through here: a portal with a backdrop and the shared focus trap (scroll lock,
 * Esc and the close button only when the popup may be dismissed, Tab kept inside the top layer,
 * focus handed back to the opener). Phones get a full-screen sheet (CSS).
 */
export function Modal({ title, onClose, children, size = 'md', variant = 'sheet', role = 'dialog', className, aside }: ModalProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Typing can start at once in a form; a reading popup takes focus itself, so no control
  // is highlighted before the person does anything.
  useFocusTrap(panel, {
    active: true,
    onEscape: onClose,
    initialFocus: (el) =>
      el.querySelector<HTMLElement>('[data-autofocus]') ?? el.querySelector<HTMLElement>('input:not([type="checkbox"]):not([disabled]),textarea'),
  });

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
        {aside && (
          <div className="modal__aside" aria-hidden="true">
            {aside}
          </div>
        )}
        <div className="modal__main">
          <header className="modal__head">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
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
