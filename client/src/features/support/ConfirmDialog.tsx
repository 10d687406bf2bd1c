import { useEffect, useId, useRef } from 'react';
import { S } from './strings';

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  error?: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal built on the native <dialog>: the browser then traps focus, makes the page behind
 * inert and closes on Escape, which a div-based modal would have to re-implement.
 */
export function ConfirmDialog(p: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (p.open && !d.open) {
      d.showModal();
      // Safe choice first: Enter on a freshly opened dialog must not do the destructive thing.
      cancelRef.current?.focus();
    } else if (!p.open && d.open) {
      d.close();
    }
  }, [p.open]);

  return (
    <dialog
      ref={ref}
      className="sc-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => {
        e.preventDefault(); // React state owns open/closed; Escape asks the owner to close
        if (!p.busy) p.onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{p.title}</h2>
      <p id={`${id}-body`}>{p.body}</p>
      {p.error && <p className="sc-error" role="alert">{p.error}</p>}
      <div className="sc-dialog-actions">
        <button ref={cancelRef} type="button" className="sc-btn" onClick={p.onCancel} disabled={p.busy}>
          {S.cancel}
        </button>
        <button type="button" className="sc-btn sc-btn-danger" onClick={p.onConfirm} disabled={p.busy}>
          {p.busy ? p.busyLabel ?? p.confirmLabel : p.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
