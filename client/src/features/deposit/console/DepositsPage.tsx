import { useRef } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IDEMPOTENCY_HEADER, type DepositReviewRequest, type StaffDepositRow, ENDPOINTS } from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useConsolePath } from '../../../console-kit/base';
import { useListQuery } from '../../../console-kit/hooks';
import { useCan, useStaff } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { ListEmpty, PagedTable } from '../../../console-kit/ui';
import { DecideButton, MemberDecisionDialog, QueueFrame, useReview } from '../../../console-kit/review';

const STATUSES = ['pending', 'all', 'paid', 'failed', 'expired', 'rejected'] as const;
type Filter = (typeof STATUSES)[number];
const COLS = ['time', 'ref', 'member', 'channel', 'amount', 'fee', 'status', 'actions'] as const;

const depositQueue = (filter: Filter, page: number) =>
  queryOptions({
    queryKey: ['staff', 'deposits', filter, page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffDeposits, { query: { status: filter === 'all' ? undefined : filter, page }, signal }),
  });

/** One key per decision, kept while the same decision is retried (a lost answer books nothing twice). */
const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** The deposit queue (docs/CASHIER.md): every order of this site; bank transfers are approved or rejected here, with a reason. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const show = useShow();
  const path = useConsolePath();
  const list = useListQuery<Filter>('status', STATUSES);
  const query = useQuery({ ...depositQueue(list.filter, list.page), placeholderData: keepPreviousData });
  // Roles without the permission see the queue, not the buttons (the gateway refuses them anyway).
  const canReview = useCan('deposits.review');
  const me = useStaff().username;
  // One decision dialog, as on every queue: the internal note (required), an optional message to
  // the member, and the decision. Its idempotency key is made when the dialog opens and kept while
  // that decision is retried, so a lost answer never books twice.
  const key = useRef('');
  const review = useReview<Deciding, { id: number; key: string; body: DepositReviewRequest }>({
    call: (v) => callStaff(ENDPOINTS.staffDepositReview, { params: { id: v.id }, body: v.body, headers: { [IDEMPOTENCY_HEADER]: v.key } }),
    refresh: [
      ['staff', 'deposits'],
      ['staff', 'account'],
    ],
  });
  const open = (d: Deciding) => {
    key.current = newKey();
    review.open(d);
  };

  return (
    <QueueFrame
      heading={t('support.deposits.heading')}
      intro={t('support.deposits.intro')}
      filterLabel={t('support.deposits.filter')}
      filters={STATUSES}
      filterText={(s) => t(`support.deposits.statuses.${s}`)}
      list={list}
      query={query}
      failure={review.pageFailure}
    >
      <PagedTable
        label={t('support.deposits.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`support.deposits.cols.${c}`), hidden: c === 'actions' }))}
        query={query}
        empty={<ListEmpty list={list} all="all" waiting={{ filter: 'pending', text: t('support.queueEmpty.deposits') }} none={t('support.list.empty')} />}
        onPage={list.setPage}
        row={(o) => (
          <tr key={o.id}>
            <td className="sc-num sc-nowrap">{show.time(o.createdAt)}</td>
            <td className="sc-mono">{o.ref}</td>
            <td>
              <Link to={path('accounts', o.accountId)} className="sc-row-link">
                {o.username}
              </Link>
            </td>
            <td>
              {o.channelName} <span className="sc-muted">({t(`deposit.types.${o.channelType}`)})</span>
            </td>
            <td className="sc-num sc-money">{show.money(o.amount, o.currency)}</td>
            <td className="sc-num">{show.money(o.fee)}</td>
            <td>
              <span className={`sc-status sc-deposit-${o.status}`}>{t(`deposit.status.${o.status}`)}</span>
              {o.note && <div className="sc-small sc-muted">{t('support.deposits.byWith', { staff: o.reviewedBy ?? show.none, reason: o.note })}</div>}
              {o.memberMessage && <div className="sc-small sc-muted">{t('staffDecision.toMember', { text: o.memberMessage })}</div>}
              <FourEyesNote order={o} me={me} />
            </td>
            <td className="sc-nowrap">
              {o.status === 'pending' && o.channelType === 'bank' && canReview && (
                <span className="sc-actions">
                  {/* The first approver cannot give the second approval (the gateway refuses it too). */}
                  {o.firstApprovedBy !== me && (
                    <DecideButton
                      primary
                      busy={review.busy}
                      onClick={() => open({ order: o, decision: 'approve' })}
                      label={t('support.deposits.approve')}
                      ariaLabel={t('support.deposits.approveOne', { ref: o.ref })}
                      testId="deposit-approve"
                    />
                  )}
                  <DecideButton
                    busy={review.busy}
                    onClick={() => open({ order: o, decision: 'reject' })}
                    label={t('support.deposits.reject')}
                    ariaLabel={t('support.deposits.rejectOne', { ref: o.ref })}
                  />
                </span>
              )}
            </td>
          </tr>
        )}
      />
      <MemberDecisionDialog
        review={review}
        ask={({ order, decision }) => {
          // The first of two approvals credits nothing yet: the question says so.
          const first = decision === 'approve' && order.fourEyes && !order.firstApprovedBy;
          return {
            title: t(`support.deposits.${decision}Title`),
            text: t(first ? 'support.deposits.approveFirstConfirm' : `support.deposits.${decision}Confirm`, {
              amount: show.money(order.amount, order.currency),
              user: order.username,
              ref: order.ref,
            }),
            submitLabel: t(`support.deposits.${decision}`),
            maxLength: 500,
            testIds: { input: 'deposit-review-reason', memberMessage: 'deposit-review-message', submit: 'deposit-review-submit' },
          };
        }}
        decide={({ order, decision }, texts) => ({
          id: order.id,
          key: key.current,
          body: { decision, note: texts.note.trim(), memberMessage: texts.memberMessage?.trim() || undefined },
        })}
      />
    </QueueFrame>
  );
}

type Deciding = { order: StaffDepositRow; decision: DepositReviewRequest['decision'] };

/** Four eyes in the queue: which orders need two approvals, and who gave the first. */
function FourEyesNote({ order: o, me }: { order: StaffDepositRow; me: string }) {
  const { t } = useTranslation();
  const show = useShow();
  if (!o.fourEyes) return null;
  if (!o.firstApprovedBy)
    return o.status === 'pending' ? (
      <div className="sc-small sc-warn-text" data-testid="deposit-four-eyes">
        {t('support.deposits.fourEyes')}
      </div>
    ) : null;
  const who =
    o.status !== 'pending'
      ? t('support.deposits.byWith', { staff: o.firstApprovedBy, reason: o.firstNote ?? show.none })
      : o.firstApprovedBy === me
        ? t('support.deposits.firstApprovedMine')
        : t('support.deposits.firstApproved', { staff: o.firstApprovedBy });
  return (
    <div className="sc-small sc-muted" data-testid="deposit-first-approval">
      {who}
    </div>
  );
}
