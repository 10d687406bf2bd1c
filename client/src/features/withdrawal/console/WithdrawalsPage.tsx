import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX, type StaffWithdrawalDetail, type StaffWithdrawalRow, ENDPOINTS } from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useListQuery } from '../../../console-kit/hooks';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { ListEmpty, PagedTable } from '../../../console-kit/ui';
import { DecideButton, MemberDecisionDialog, QueueFrame, useReview } from '../../../console-kit/review';
import { DetailModal, Facts, ImageList } from '../../../console-kit/DetailModal';

const STATUSES = ['requested', 'approved', 'paid', 'confirmed', 'rejected', 'cancelled', 'all'] as const;
type Status = (typeof STATUSES)[number];
const COLS = ['time', 'member', 'amount', 'payee', 'status', 'actions'] as const;

const queue = (status: Status, page: number) =>
  queryOptions({
    queryKey: ['staff', 'withdrawals', status, page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffWithdrawals, { query: { status, page }, signal }),
  });
const detail = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'withdrawal', id],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffWithdrawal, { params: { id }, signal }),
  });

type Action = 'approve' | 'paid' | 'reject';
const ROUTES = { approve: ENDPOINTS.staffWithdrawalApprove, paid: ENDPOINTS.staffWithdrawalPaid, reject: ENDPOINTS.staffWithdrawalReject } satisfies Record<
  Action,
  unknown
>;
/** A withdrawal's next step forward; wherever there is one, staff may reject instead. */
const NEXT: Partial<Record<StaffWithdrawalRow['status'], 'approve' | 'paid'>> = { requested: 'approve', approved: 'paid' };

/** The withdrawal queue: approve, reject with a reason (the money returns), mark paid, see receipts and proofs. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const show = useShow();
  const list = useListQuery<Status>('status', STATUSES);
  const query = useQuery({ ...queue(list.filter, list.page), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<number | null>(null);
  // Roles without the permission see the queue, not the buttons (the gateway refuses them anyway).
  const canReview = useCan('withdrawals.review');
  // Every decision asks first: a rejection needs its internal note, approving and marking paid
  // take an optional one; each may carry a message to the member.
  const review = useReview<{ action: Action; w: StaffWithdrawalRow }, { action: Action; id: number; note?: string; memberMessage?: string }>({
    call: (v) => callStaff(ROUTES[v.action], { params: { id: v.id }, body: { note: v.note || undefined, memberMessage: v.memberMessage } }),
    refresh: [
      ['staff', 'withdrawals'],
      ['staff', 'withdrawal'],
    ],
  });

  return (
    <QueueFrame
      heading={t('support.withdrawals.heading')}
      filterLabel={t('support.withdrawals.filter')}
      filters={STATUSES}
      filterText={(s) => t(`support.withdrawals.statuses.${s}`)}
      list={list}
      query={query}
      failure={review.pageFailure}
    >
      <PagedTable
        label={t('support.withdrawals.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`support.withdrawals.cols.${c}`) }))}
        query={query}
        empty={<ListEmpty list={list} all="all" waiting={{ filter: 'requested', text: t('support.queueEmpty.withdrawals') }} none={t('support.list.empty')} />}
        onPage={list.setPage}
        row={(w) => {
          const next = NEXT[w.status];
          return (
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
                  {canReview && next && (
                    <>
                      <DecideButton
                        primary
                        busy={review.busy}
                        onClick={() => review.open({ action: next, w })}
                        label={t(`support.withdrawals.actions.${next}`)}
                        testId={`wd-${next}`}
                      />
                      <DecideButton busy={review.busy} onClick={() => review.open({ action: 'reject', w })} label={t('support.withdrawals.actions.reject')} />
                    </>
                  )}
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(w.id)}>
                    {t('support.withdrawals.actions.view')}
                  </button>
                </div>
              </td>
            </tr>
          );
        }}
      />
      <MemberDecisionDialog
        review={review}
        ask={(d) => ({
          ...(d.action === 'reject'
            ? {
                title: t('support.withdrawals.rejectTitle'),
                text: t('support.withdrawals.rejectText', { amount: show.money(d.w.amount, d.w.currency), user: d.w.username }),
                testIds: { input: 'withdraw-reject-note', memberMessage: 'withdraw-reject-message', submit: 'withdraw-reject-submit' },
              }
            : {
                title: t(`support.withdrawals.actions.${d.action}`),
                text: t(`support.withdrawals.confirm.${d.action}`, { amount: show.money(d.w.amount, d.w.currency), user: d.w.username }),
                noteOptional: true,
                testIds: { input: 'withdraw-decision-note', memberMessage: 'withdraw-decision-message', submit: 'withdraw-decision-submit' },
              }),
          maxLength: REJECT_REASON_MAX,
          submitLabel: t(`support.withdrawals.actions.${d.action}`),
        })}
        decide={(d, texts) => ({ action: d.action, id: d.w.id, ...texts })}
      />
      {open !== null && (
        <DetailModal title={t('support.withdrawals.detailTitle', { id: open })} query={detail(open)} onClose={() => setOpen(null)}>
          {(d) => <Detail d={d} />}
        </DetailModal>
      )}
    </QueueFrame>
  );
}

function Detail({ d }: { d: StaffWithdrawalDetail }) {
  const { t } = useTranslation();
  const show = useShow();
  return (
    <>
      <Facts
        facts={[
          { label: t('support.withdrawals.cols.member'), value: d.username },
          { label: t('support.withdrawals.cols.amount'), value: show.money(d.amount, d.currency), num: true },
          { label: t('support.withdrawals.cols.payee'), value: `${d.bankName} · ${d.accountName} · ${d.accountNumber}` },
          {
            label: t('support.withdrawals.cols.status'),
            value: `${t(`support.withdrawals.statuses.${d.status}`)}${d.receipt ? ` · ${t(`withdraw.receiptStates.${d.receipt}`)}` : ''}`,
          },
          { label: t('support.withdrawals.reviewed'), value: `${show.text(d.reviewedBy)} ${show.time(d.reviewedAt)}` },
          { label: t('support.withdrawals.paid'), value: `${show.text(d.paidBy)} ${show.time(d.paidAt)}` },
          { label: t('support.withdrawals.deadline'), value: show.time(d.confirmDeadline) },
          { label: t('support.withdrawals.note'), value: show.text(d.receiptNote) },
          { label: t('staffDecision.note'), value: show.text(d.note) },
          { label: t('staffDecision.memberMessage'), value: show.text(d.memberMessage) },
        ]}
      />
      <ImageList
        label={t('support.withdrawals.proofs')}
        images={d.proofs}
        fileName={`withdrawal-${d.id}`}
        alt={(p) => t('support.withdrawals.proofAlt', { n: p.position, w: p.width, h: p.height })}
      />
    </>
  );
}
