import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_REASON_MAX, IDEMPOTENCY_HEADER, ENDPOINTS } from '@wl/shared/core';
import type { AdjustmentRequest } from '@wl/shared';
import { ui } from '../../stores/ui';
import { useShow } from '../../console-kit/accounts';
import { callStaff, staffQueries } from '../../console-kit/staffApi';
import { ErrorNote } from '../../console-kit/ui';

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (x) => x.toString(16).padStart(2, '0')).join('');

/**
 * What staff book by hand on the member's main wallet (docs/TRANSFERS.md, docs/REBATES.md): an
 * adjustment (credit or debit) or a rebate (always a credit, listed on the member's rebate
 * records). Both need a reason and a confirmation, and wait for a second staff member at the site's
 * four-eyes amount. The idempotency key is made on the first send and kept for its retries, so a
 * double click or a lost answer books once.
 */
export function ManualEntryForm({ kind, accountId, currency }: { kind: 'adjustment' | 'rebate'; accountId: number; currency: string }) {
  const { t } = useTranslation();
  const show = useShow();
  const queries = useQueryClient();
  const rebate = kind === 'rebate';
  const id = rebate ? 'sc-rebate' : 'sc-adjust';
  const [direction, setDirection] = useState<AdjustmentRequest['direction']>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const changed = () => {
    key.current = null;
    setInvalid(null);
  };
  const send = useMutation({
    mutationFn: (p: { body: AdjustmentRequest; key: string }) =>
      rebate
        ? callStaff(ENDPOINTS.staffAccountRebate, {
            params: { id: accountId },
            body: { amount: p.body.amount, reason: p.body.reason },
            headers: { [IDEMPOTENCY_HEADER]: p.key },
          })
        : callStaff(ENDPOINTS.staffAccountAdjust, { params: { id: accountId }, body: p.body, headers: { [IDEMPOTENCY_HEADER]: p.key } }),
    onSuccess: () => {
      key.current = null;
      setAmount('');
      setReason('');
      // The profile's balance and every page of the journal.
      void queries.invalidateQueries({ queryKey: staffQueries.account(accountId).queryKey });
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    send.reset();
    const plain = amount.replace(/[\s,]/g, '');
    const minor = /^\d{1,9}(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : 0;
    if (minor < 1) return setInvalid(t('support.journal.amountInvalid'));
    if (!reason.trim()) return setInvalid(t('err.REASON_REQUIRED'));
    const sure = await ui.dialog({
      titleKey: rebate ? 'support.rebate.confirmTitle' : 'support.journal.confirmTitle',
      messageKey: rebate ? 'support.rebate.confirm' : direction === 'credit' ? 'support.journal.confirmCredit' : 'support.journal.confirmDebit',
      params: { amount: show.money(minor, currency) },
      confirmKey: rebate ? 'support.rebate.confirmAction' : 'support.journal.confirmAction',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (!sure) return;
    key.current ??= newKey();
    send.mutate({ body: { direction: rebate ? 'credit' : direction, amount: minor, reason: reason.trim() }, key: key.current });
  }

  return (
    <form className="sc-card sc-adjust" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`} data-testid={`${kind}-form`}>
      <h3 id={`${id}-title`}>{t(rebate ? 'support.rebate.title' : 'support.journal.adjustTitle')}</h3>
      {rebate ? (
        <p className="sc-muted sc-small">{t('support.rebate.hint')}</p>
      ) : (
        <div className="sc-tabs" role="group" aria-label={t('support.journal.direction')}>
          {(['credit', 'debit'] as const).map((d) => (
            <button
              key={d}
              type="button"
              className="sc-tab"
              aria-pressed={direction === d}
              onClick={() => {
                setDirection(d);
                changed();
              }}
            >
              {t(`support.journal.${d}`)}
            </button>
          ))}
        </div>
      )}
      <div className="sc-field">
        <label htmlFor={`${id}-amount`}>{t('support.journal.amount', { currency })}</label>
        <input
          id={`${id}-amount`}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            changed();
          }}
        />
      </div>
      <div className="sc-field">
        <label htmlFor={`${id}-reason`}>{t('support.journal.reason')}</label>
        <input
          id={`${id}-reason`}
          className="field__input"
          maxLength={ADJUSTMENT_REASON_MAX}
          value={reason}
          aria-required="true"
          onChange={(e) => {
            setReason(e.target.value);
            changed();
          }}
        />
      </div>
      {invalid && (
        <p className="sc-error-text" role="alert">
          {invalid}
        </p>
      )}
      <ErrorNote error={send.error} />
      {send.isSuccess && (
        <p role="status" data-testid={rebate ? 'rebate-result' : 'adjust-result'}>
          {send.data.approvalId
            ? t('support.approvals.waiting', { id: send.data.approvalId })
            : t(rebate ? 'support.rebate.done' : 'support.journal.done', { balance: show.money(send.data.balance, send.data.currency) })}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--sm" disabled={send.isPending}>
        {send.isPending ? t('support.journal.saving') : t(rebate ? 'support.rebate.submit' : 'support.journal.submit')}
      </button>
    </form>
  );
}
