import { useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, REJECT_REASON_MAX, type StaffWithdrawalDetail, type StaffWithdrawalPage, type StaffWithdrawalRow } from '@wl/shared/core';
import { withId } from '../../../api/http';
import { Modal } from '../../../components/Modal';
import { useShow } from '../../../console-kit/accounts';
import { useListQuery } from '../../../console-kit/hooks';
import { useCan } from '../../../console-kit/session';
import { staffCall } from '../../../console-kit/staffApi';
import { ErrorNote, FilterTabs, PagedTable, useErrorText } from '../../../console-kit/ui';
import { ReasonDialog } from '../../../console-kit/ReasonDialog';

const STATUSES = ['requested', 'approved', 'paid', 'confirmed', 'rejected', 'all'] as const;
type Status = (typeof STATUSES)[number];
const COLS = ['time', 'member', 'amount', 'payee', 'status', 'actions'] as const;

const queue = (status: Status, page: number) =>
  queryOptions({
    queryKey: ['staff', 'withdrawals', status, page],
    queryFn: ({ signal }) => staffCall<StaffWithdrawalPage>(API.staffWithdrawals, { query: { status, page }, signal }),
  });
const detail = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'withdrawal', id],
    queryFn: ({ signal }) => staffCall<StaffWithdrawalDetail>(withId(API.staffWithdrawal, id), { signal }),
  });

type Action = 'approve' | 'paid' | 'reject';
const PATHS: Record<Action, string> = { approve: API.staffWithdrawalApprove, paid: API.staffWithdrawalPaid, reject: API.staffWithdrawalReject };

/** The withdrawal queue: approve, reject with a reason (the money returns), mark paid, see receipts and proofs. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const show = useShow();
  const errorText = useErrorText();
  const list = useListQuery<Status>('status', STATUSES);
  const query = useQuery({ ...queue(list.filter, list.page), placeholderData: keepPreviousData });
  const queries = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  // Roles without the permission see the queue, not the buttons (the gateway refuses them anyway).
  const canReview = useCan('withdrawals.review');
  const [rejecting, setRejecting] = useState<StaffWithdrawalRow | null>(null);
  const [deciding, setDeciding] = useState<{ action: 'approve' | 'paid'; w: StaffWithdrawalRow } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (v: { action: Action; id: number; note?: string; memberMessage?: string }) =>
      staffCall<StaffWithdrawalDetail>(withId(PATHS[v.action], v.id), { method: 'PUT', body: { note: v.note || undefined, memberMessage: v.memberMessage } }),
    onSuccess: () => {
      setFailure(null);
      setRejecting(null);
      setDeciding(null);
      void queries.invalidateQueries({ queryKey: ['staff', 'withdrawals'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'withdrawal'] });
    },
    onError: (e) => setFailure(errorText(e)),
  });

  // Approving and marking paid ask first, with an optional internal note and message to the member.
  const run = (action: 'approve' | 'paid', w: StaffWithdrawalRow) => {
    setFailure(null);
    setDeciding({ action, w });
  };

  return (
    <section className="sc-page">
      <h1>{t('support.withdrawals.heading')}</h1>
      <div className="sc-toolbar">
        <FilterTabs
          label={t('support.withdrawals.filter')}
          options={STATUSES}
          labels={(s) => t(`support.withdrawals.statuses.${s}`)}
          value={list.filter}
          onChange={list.setFilter}
        />
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('support.refresh')}
        </button>
      </div>
      {failure && (
        <p className="sc-error-text" role="alert">
          {failure}
        </p>
      )}
      <PagedTable
        label={t('support.withdrawals.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`support.withdrawals.cols.${c}`) }))}
        query={query}
        empty={t(list.filter !== 'all' ? 'support.list.emptyFiltered' : 'support.list.empty')}
        onPage={list.setPage}
        row={(w) => (
          <tr key={w.id} data-testid="staff-withdrawal">
            <td className="sc-num sc-nowrap">{show.time(w.createdAt)}</td>
            <td>{w.username}</td>
            <td className="sc-num sc-nowrap">{show.money(w.amount, w.currency)}</td>
            <td>
              {w.bankName}
              <div className="sc-muted sc-small">
                {w.accountName} · {w.accountNumber}
              </div>
            </td>
            <td>
              <span className={`sc-status sc-wd-${w.status}`}>{t(`support.withdrawals.statuses.${w.status}`)}</span>
              {w.receipt && (
                <div className="sc-small">
                  {t(`withdraw.receiptStates.${w.receipt}`)}
                  {w.proofCount > 0 && ` · ${t('support.withdrawals.proofCount', { count: w.proofCount })}`}
                </div>
              )}
              {w.note && <div className="sc-muted sc-small">{w.note}</div>}
            </td>
            <td>
              <div className="sc-actions">
                {w.status === 'requested' && canReview && (
                  <button
                    type="button"
                    className="btn btn--primary btn--sm"
                    disabled={act.isPending}
                    onClick={() => run('approve', w)}
                    data-testid="wd-approve"
                  >
                    {t('support.withdrawals.actions.approve')}
                  </button>
                )}
                {w.status === 'approved' && canReview && (
                  <button type="button" className="btn btn--primary btn--sm" disabled={act.isPending} onClick={() => run('paid', w)} data-testid="wd-paid">
                    {t('support.withdrawals.actions.paid')}
                  </button>
                )}
                {(w.status === 'requested' || w.status === 'approved') && canReview && (
                  <button type="button" className="btn btn--ghost btn--sm" disabled={act.isPending} onClick={() => setRejecting(w)}>
                    {t('support.withdrawals.actions.reject')}
                  </button>
                )}
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(w.id)}>
                  {t('support.withdrawals.actions.view')}
                </button>
              </div>
            </td>
          </tr>
        )}
      />
      {deciding && (
        <ReasonDialog
          title={t(`support.withdrawals.actions.${deciding.action}`)}
          memberMessage
          noteOptional
          maxLength={REJECT_REASON_MAX}
          text={t(`support.withdrawals.confirm.${deciding.action}`, { amount: show.money(deciding.w.amount, deciding.w.currency), user: deciding.w.username })}
          submitLabel={t(`support.withdrawals.actions.${deciding.action}`)}
          busy={act.isPending}
          error={failure}
          onCancel={() => {
            setDeciding(null);
            setFailure(null);
          }}
          onSubmit={(note, memberMessage) => act.mutate({ action: deciding.action, id: deciding.w.id, note, memberMessage })}
          testIds={{ input: 'withdraw-decision-note', memberMessage: 'withdraw-decision-message', submit: 'withdraw-decision-submit' }}
        />
      )}
      {rejecting && (
        <RejectDialog
          w={rejecting}
          busy={act.isPending}
          error={failure}
          onCancel={() => {
            setRejecting(null);
            setFailure(null);
          }}
          onReject={(note, memberMessage) => act.mutate({ action: 'reject', id: rejecting.id, note, memberMessage })}
        />
      )}
      {open !== null && <DetailDialog id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function RejectDialog({
  w,
  busy,
  error,
  onCancel,
  onReject,
}: {
  w: StaffWithdrawalRow;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onReject(note: string, memberMessage?: string): void;
}) {
  const { t } = useTranslation();
  const show = useShow();
  return (
    <ReasonDialog
      title={t('support.withdrawals.rejectTitle')}
      text={t('support.withdrawals.rejectText', { amount: show.money(w.amount, w.currency), user: w.username })}
      submitLabel={t('support.withdrawals.actions.reject')}
      maxLength={REJECT_REASON_MAX}
      memberMessage
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={onReject}
      testIds={{ input: 'withdraw-reject-note', memberMessage: 'withdraw-reject-message', submit: 'withdraw-reject-submit' }}
    />
  );
}

function DetailDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const show = useShow();
  const q = useQuery(detail(id));
  const d = q.data;
  return (
    <Modal title={t('support.withdrawals.detailTitle', { id })} onClose={onClose} size="lg">
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {!d ? (
        !q.error && (
          <p className="sc-muted" role="status">
            {t('common.loading')}
          </p>
        )
      ) : (
        <>
          <dl className="sc-wd-facts">
            <dt>{t('support.withdrawals.cols.member')}</dt>
            <dd>{d.username}</dd>
            <dt>{t('support.withdrawals.cols.amount')}</dt>
            <dd className="sc-num">{show.money(d.amount, d.currency)}</dd>
            <dt>{t('support.withdrawals.cols.payee')}</dt>
            <dd>
              {d.bankName} · {d.accountName} · {d.accountNumber}
            </dd>
            <dt>{t('support.withdrawals.cols.status')}</dt>
            <dd>
              {t(`support.withdrawals.statuses.${d.status}`)}
              {d.receipt && ` · ${t(`withdraw.receiptStates.${d.receipt}`)}`}
            </dd>
            <dt>{t('support.withdrawals.reviewed')}</dt>
            <dd>
              {show.text(d.reviewedBy)} {show.time(d.reviewedAt)}
            </dd>
            <dt>{t('support.withdrawals.paid')}</dt>
            <dd>
              {show.text(d.paidBy)} {show.time(d.paidAt)}
            </dd>
            <dt>{t('support.withdrawals.deadline')}</dt>
            <dd>{show.time(d.confirmDeadline)}</dd>
            <dt>{t('support.withdrawals.note')}</dt>
            <dd>{show.text(d.receiptNote)}</dd>
            <dt>{t('staffDecision.note')}</dt>
            <dd>{show.text(d.note)}</dd>
            <dt>{t('staffDecision.memberMessage')}</dt>
            <dd>{show.text(d.memberMessage)}</dd>
          </dl>
          {d.proofs.length > 0 && (
            <ul className="sc-wd-proofs" aria-label={t('support.withdrawals.proofs')}>
              {d.proofs.map((p) => (
                <li key={p.position}>
                  <a href={p.dataUrl} target="_blank" rel="noreferrer" download={`withdrawal-${d.id}-${p.position}.${p.mime === 'image/png' ? 'png' : 'jpg'}`}>
                    <img src={p.dataUrl} alt={t('support.withdrawals.proofAlt', { n: p.position, w: p.width, h: p.height })} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
