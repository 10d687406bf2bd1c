import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';

/**
 * A staff refusal that must say why (withdrawals, promotion applications, point redemptions): the
 * question, a required reason the member will read, and the refusing button. An empty reason is
 * caught here; the gateway refuses it too.
 */
export function ReasonDialog({ title, text, label, submitLabel, maxLength, busy, error, onCancel, onSubmit, testIds }: {
  title: string;
  text: string;
  label: string;
  submitLabel: string;
  maxLength: number;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onSubmit(reason: string): void;
  testIds?: { input?: string; submit?: string };
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal title={title} onClose={onCancel} size="sm" variant="dialog">
      <form className="form" noValidate onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) return setMissing(true);
        onSubmit(reason.trim());
      }}>
        <p>{text}</p>
        <div className="field">
          <label className="field__label" htmlFor={id}>{label}<span className="field__req" aria-hidden="true"> *</span></label>
          <textarea id={id} className="field__input" rows={3} maxLength={maxLength} value={reason} aria-required aria-invalid={missing || undefined}
            onChange={(e) => { setReason(e.target.value); setMissing(false); }} data-testid={testIds?.input} />
          {missing && <p className="field__error" role="alert">{t('err.REASON_REQUIRED')}</p>}
        </div>
        {error && <p className="sc-error-text" role="alert">{error}</p>}
        <div className="sc-actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>{t('in_more_cancel')}</button>
          <button type="submit" className="btn btn--primary btn--sm" disabled={busy} data-testid={testIds?.submit}>{submitLabel}</button>
        </div>
      </form>
    </Modal>
  );
}
