import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, RECEIPT_ANSWERS, RECEIPT_NOTE_MAX, type ReceiptAnswer, type WithdrawalRow } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { ui } from '../../stores/ui';
import { FieldFrame, FormError } from '../../components/Field';
import { FormActions } from '../../components/FormActions';
import { ImagePicks } from '../../components/ImagePicks';
import { Modal } from '../../components/Modal';
import { useImagePicker } from '../../hooks/useImagePicker';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { withdrawApi } from './withdrawApi';

/**
 * The receipt confirmation of a paid withdrawal: received, partly received, or not
 * received with proof images (png or jpg, at most 3 of 5 MB each, with previews). Files are
 * checked here first so a wrong one is named before anything is sent; the gateway checks again.
 */
export function ReceiptDialog({ withdrawal, onClose, onDone }: { withdrawal: WithdrawalRow; onClose: () => void; onDone: (w: WithdrawalRow) => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<ReceiptAnswer>('received');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const picker = useImagePicker({ files: PROOF_MAX_FILES, bytes: PROOF_MAX_BYTES }, setError);
  const files = picker.files;
  const noteId = useId();
  const pickerId = useId();

  const save = useMutation({
    mutationFn: () => withdrawApi.confirmReceipt(withdrawal.id, answer, note, answer === 'received' ? [] : files),
    onSuccess: onDone,
    onError: (e) => {
      const { key, fallback } = errorText(e);
      setError(t(key, { defaultValue: fallback }));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (answer === 'not_received' && files.length === 0) return setError(t('err.RECEIPT_PROOF_REQUIRED'));
    const ok = await ui.dialog({
      titleKey: 'withdraw.receipt.title',
      messageKey: `withdraw.receipt.confirm.${answer}`,
      params: { amount: formatMoney(withdrawal.amount) },
      confirmKey: 'withdraw.receipt.submit',
      cancelKey: 'in_more_cancel',
    });
    if (ok) save.mutate();
  };

  const withProofs = answer !== 'received';
  return (
    <Modal title={t('withdraw.receipt.title')} onClose={onClose} size="md">
      <form className="form wd-receipt" onSubmit={(e) => void submit(e)} noValidate data-testid="withdraw-receipt">
        <p className="muted">
          {t('withdraw.receipt.intro', { amount: formatMoney(withdrawal.amount), bank: withdrawal.bankName, account: withdrawal.accountNumber })}
        </p>
        {withdrawal.confirmDeadline && (
          <p className="notice notice--warning">{t('withdraw.receipt.deadline', { time: formatTimestamp(new Date(withdrawal.confirmDeadline)) })}</p>
        )}
        <fieldset className="wd-receipt__choices">
          <legend className="field__label">{t('withdraw.receipt.question')}</legend>
          {RECEIPT_ANSWERS.map((a) => (
            <label key={a} className={`wd-choice${answer === a ? ' wd-choice--on' : ''}`}>
              <input
                type="radio"
                name="receipt"
                value={a}
                checked={answer === a}
                onChange={() => {
                  setAnswer(a);
                  setError(null);
                }}
                data-testid={`receipt-${a}`}
              />
              <span>{t(`withdraw.receiptStates.${a}`)}</span>
            </label>
          ))}
        </fieldset>
        {withProofs && (
          <ImagePicks
            className="wd-proofs"
            label={t('withdraw.receipt.proofs', { max: PROOF_MAX_FILES })}
            hint={t('withdraw.receipt.proofHint')}
            required={answer === 'not_received'}
            picker={picker}
            id={pickerId}
            texts="withdraw.receipt"
            classes={{ list: 'wd-proofs__list', item: 'wd-proofs__item', remove: 'wd-proofs__remove', input: 'wd-proofs__input' }}
            testId="receipt-files"
          />
        )}
        <FieldFrame id={noteId} label={t('withdraw.receipt.note')}>
          <textarea id={noteId} className="field__input wd-note" maxLength={RECEIPT_NOTE_MAX} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </FieldFrame>
        <FormError message={error} />
        <FormActions className="wd-actions" onCancel={onClose} pending={save.isPending} submitLabel={t('withdraw.receipt.submit')} testId="receipt-submit" />
      </form>
    </Modal>
  );
}
