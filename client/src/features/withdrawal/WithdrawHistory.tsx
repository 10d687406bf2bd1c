import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRow } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { FormError } from '../../components/Field';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { ui } from '../../stores/ui';
import { ReceiptDialog } from './ReceiptDialog';
import { WithdrawSteps } from './WithdrawSteps';
import { useRefusal } from './WithdrawSetup';
import { withdrawApi, withdrawQueries } from './withdrawApi';

/**
 * The member's withdrawals, paged: each with its steps and times, a cancel while it is still only
 * requested, and the receipt confirmation of a paid one.
 */
export function WithdrawHistory({ usualMinutes, onChanged }: { usualMinutes: number | null; onChanged: () => void }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const refusal = useRefusal();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<WithdrawalRow | null>(null);
  const [cancelError, setCancelError] = useState<{ id: number; text: string } | null>(null);
  const cancel = useMutation({
    mutationFn: withdrawApi.cancel,
    onSuccess: () => onChanged(),
    // Staff may have decided it meanwhile: the refusal says so and the list shows its new state.
    onError: (e, id) => {
      setCancelError({ id, text: refusal(e) });
      onChanged();
    },
  });
  const askCancel = async (w: WithdrawalRow) => {
    setCancelError(null);
    const ok = await ui.dialog({
      titleKey: 'withdraw.cancelTitle',
      messageKey: 'withdraw.cancelText',
      params: { amount: `${w.currency} ${formatMoney(w.amount)}` },
      confirmKey: 'withdraw.cancelConfirm',
      cancelKey: 'withdraw.cancelKeep',
      tone: 'warning',
    });
    if (ok) cancel.mutate(w.id);
  };
  const list = useQuery({
    ...withdrawQueries.list(member?.id, page),
    placeholderData: keepPreviousData,
    // No polling: staff decisions, payout and the receipt deadline push `cashier:changed` (WithdrawTab).
  });

  const body = () => {
    if (list.isPending) return <Spinner label={t('common.loading')} />;
    if (list.isError) return <FormError message={t('err.INTERNAL')} />;
    if (list.data.total === 0) return <EmptyState icon="withdraw" title={t('withdraw.none')} />;
    const p = list.data;
    return (
      <>
        <ul className="wd-list plain-list" aria-busy={list.isFetching}>
          {p.list.map((w) => (
            <li key={w.id} className="wd-item" data-testid="withdrawal">
              <div className="wd-item__main">
                <strong className="wd-money">
                  {w.currency} {formatMoney(w.amount)}
                </strong>
                <span className={`wd-status wd-status--${w.status}`} data-testid="withdrawal-status">
                  {t(`withdraw.statuses.${w.status}`)}
                  {w.receipt && ` · ${t(`withdraw.receiptStates.${w.receipt}`)}`}
                </span>
              </div>
              <div className="wd-item__meta muted">
                <span>
                  {w.bankName} {w.accountNumber}
                </span>
                <time dateTime={w.createdAt}>{formatTimestamp(new Date(w.createdAt))}</time>
              </div>
              {w.memberMessage && (
                <p className="wd-item__reason" data-testid="withdrawal-member-message">
                  {t('withdraw.memberMessage', { text: w.memberMessage })}
                </p>
              )}
              {w.status === 'rejected' && <p className="wd-item__reason">{t('withdraw.rejectedNeutral')}</p>}
              {w.status === 'cancelled' && <p className="wd-item__reason">{t('withdraw.cancelledText')}</p>}
              <WithdrawSteps w={w} usualMinutes={usualMinutes} />
              {w.status === 'requested' && (
                <div className="wd-item__act">
                  <span className="muted">{t('withdraw.cancelHint')}</span>
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    onClick={() => void askCancel(w)}
                    disabled={cancel.isPending}
                    data-testid="withdrawal-cancel"
                  >
                    {t('withdraw.cancel')}
                  </button>
                </div>
              )}
              {cancelError?.id === w.id && <FormError message={cancelError.text} />}
              {w.status === 'paid' && (
                <div className="wd-item__act">
                  {w.confirmDeadline && <span className="muted">{t('withdraw.confirmBy', { time: formatTimestamp(new Date(w.confirmDeadline)) })}</span>}
                  <button type="button" className="btn btn--primary btn--sm" onClick={() => setConfirming(w)} data-testid="withdrawal-confirm">
                    {t('withdraw.confirmReceipt')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {p.totalPages > 1 && (
          <nav className="wd-pager" aria-label={t('withdraw.pages')}>
            <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('withdraw.prev')}
            </button>
            <span className="muted">{t('withdraw.pageOf', { page, pages: p.totalPages })}</span>
            <button type="button" className="btn btn--ghost btn--sm" disabled={page >= p.totalPages} onClick={() => setPage(page + 1)}>
              {t('withdraw.next')}
            </button>
          </nav>
        )}
      </>
    );
  };

  return (
    <section className="wd-card" aria-labelledby="wd-history">
      <h3 id="wd-history" className="wd-card__title">
        {t('withdraw.history')}
      </h3>
      {body()}
      {confirming && (
        <ReceiptDialog
          withdrawal={confirming}
          onClose={() => setConfirming(null)}
          onDone={() => {
            setConfirming(null);
            void queries.invalidateQueries({ queryKey: withdrawQueries.root(member?.id) });
          }}
        />
      )}
    </section>
  );
}
