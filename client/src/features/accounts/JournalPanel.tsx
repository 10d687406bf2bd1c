import { useRef, useState, type FormEvent } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_REASON_MAX, IDEMPOTENCY_HEADER, ENDPOINTS } from '@wl/shared/core';
import type { AdjustmentRequest } from '@wl/shared';
import { ui } from '../../stores/ui';
import { useShow } from '../../console-kit/accounts';
import { useCan } from '../../console-kit/session';
import { callStaff, staffQueries } from '../../console-kit/staffApi';
import { ErrorNote, PagedTable } from '../../console-kit/ui';

/** Keyed under the account, so the account's own invalidation (and staff sign-out) reaches it. */
const journalQuery = (accountId: number, page: number) =>
  queryOptions({
    queryKey: ['staff', 'account', accountId, 'journal', page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffAccountJournal, { params: { id: accountId }, query: { page }, signal }),
  });

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (x) => x.toString(16).padStart(2, '0')).join('');

const COLS = ['time', 'kind', 'wallet', 'amount', 'balance', 'staff', 'reason'] as const;

/**
 * One account's money as staff see it (docs/TRANSFERS.md): every posting of every wallet, newest
 * first, with who made a manual one and why; admins adjust the main wallet here (reason required).
 */
export default function JournalPanel({ accountId, currency, adjustable }: { accountId: number; currency: string; adjustable: boolean }) {
  const { t } = useTranslation();
  const show = useShow();
  const canAdjust = useCan('money.adjust');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...journalQuery(accountId, page), placeholderData: keepPreviousData });
  return (
    <section className="sc-section">
      <h2>{t('support.journal.heading')}</h2>
      {canAdjust && adjustable && <AdjustForm accountId={accountId} currency={currency} />}
      <PagedTable
        label={t('support.journal.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`support.journal.cols.${c}`) }))}
        query={query}
        skeletonRows={4}
        empty={t('support.journal.empty')}
        onPage={setPage}
        pagerWhenPaged
        row={(r) => (
          <tr key={r.id}>
            <td className="sc-num sc-nowrap">{show.time(r.createdAt)}</td>
            {/* In words: a dotted kind (bet.crash, bonus.points) reads as its family when it has no words of its own. */}
            <td title={r.kind}>{t(`records.kinds.${r.kind}`, { defaultValue: t(`records.kinds.${r.kind.split('.')[0]}`, { defaultValue: r.kind }) })}</td>
            <td>{r.wallet}</td>
            <td className="sc-num sc-money">{show.money(r.amount)}</td>
            <td className="sc-num sc-money">{show.money(r.balanceAfter)}</td>
            <td>{r.staffUsername ?? (r.staffId === null ? show.none : `#${r.staffId}`)}</td>
            <td>{show.text(r.reason)}</td>
          </tr>
        )}
      />
    </section>
  );
}

function AdjustForm({ accountId, currency }: { accountId: number; currency: string }) {
  const { t } = useTranslation();
  const show = useShow();
  const queries = useQueryClient();
  const [direction, setDirection] = useState<AdjustmentRequest['direction']>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const changed = () => {
    key.current = null;
    setInvalid(null);
  };
  const adjust = useMutation({
    mutationFn: (p: { body: AdjustmentRequest; key: string }) =>
      callStaff(ENDPOINTS.staffAccountAdjust, { params: { id: accountId }, body: p.body, headers: { [IDEMPOTENCY_HEADER]: p.key } }),
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
    adjust.reset();
    const plain = amount.replace(/[\s,]/g, '');
    const minor = /^\d{1,9}(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : 0;
    if (minor < 1) return setInvalid(t('support.journal.amountInvalid'));
    if (!reason.trim()) return setInvalid(t('err.REASON_REQUIRED'));
    const sure = await ui.dialog({
      titleKey: 'support.journal.confirmTitle',
      messageKey: direction === 'credit' ? 'support.journal.confirmCredit' : 'support.journal.confirmDebit',
      params: { amount: show.money(minor, currency) },
      confirmKey: 'support.journal.confirmAction',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (!sure) return;
    key.current ??= newKey();
    adjust.mutate({ body: { direction, amount: minor, reason: reason.trim() }, key: key.current });
  }

  return (
    <form className="sc-card sc-adjust" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sc-adjust-title">
      <h3 id="sc-adjust-title">{t('support.journal.adjustTitle')}</h3>
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
      <div className="sc-field">
        <label htmlFor="sc-adjust-amount">{t('support.journal.amount', { currency })}</label>
        <input
          id="sc-adjust-amount"
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
        <label htmlFor="sc-adjust-reason">{t('support.journal.reason')}</label>
        <input
          id="sc-adjust-reason"
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
      <ErrorNote error={adjust.error} />
      {adjust.isSuccess && (
        <p role="status" data-testid="adjust-result">
          {adjust.data.approvalId
            ? t('support.approvals.waiting', { id: adjust.data.approvalId })
            : t('support.journal.done', { balance: show.money(adjust.data.balance, adjust.data.currency) })}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--sm" disabled={adjust.isPending}>
        {adjust.isPending ? t('support.journal.saving') : t('support.journal.submit')}
      </button>
    </form>
  );
}
