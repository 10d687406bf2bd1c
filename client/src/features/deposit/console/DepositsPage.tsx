import { useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IDEMPOTENCY_HEADER, type DepositReviewRequest, type StaffDepositRow, ENDPOINTS } from '@wl/shared/core';
import { ui } from '../../../stores/ui';
import { useShow } from '../../../console-kit/accounts';
import { useConsolePath } from '../../../console-kit/base';
import { useListQuery } from '../../../console-kit/hooks';
import { useCan, useStaff } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { DecisionFields, useDecisionForm, type DecisionTexts } from '../../../console-kit/ReasonDialog';
import { ErrorNote, ListEmpty, PagedTable } from '../../../console-kit/ui';
import { DecideButton, QueueFrame } from '../../../console-kit/review';

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
  const [deciding, setDeciding] = useState<{ order: StaffDepositRow; decision: DepositReviewRequest['decision'] } | null>(null);

  return (
    <QueueFrame
      heading={t('support.deposits.heading')}
      intro={t('support.deposits.intro')}
      filterLabel={t('support.deposits.filter')}
      filters={STATUSES}
      filterText={(s) => t(`support.deposits.statuses.${s}`)}
      list={list}
      query={query}
    >
      {deciding && <ReviewForm key={`${deciding.order.id}-${deciding.decision}`} {...deciding} onDone={() => setDeciding(null)} />}
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
                      busy={false}
                      onClick={() => setDeciding({ order: o, decision: 'approve' })}
                      label={t('support.deposits.approve')}
                      ariaLabel={t('support.deposits.approveOne', { ref: o.ref })}
                      testId="deposit-approve"
                    />
                  )}
                  <DecideButton
                    busy={false}
                    onClick={() => setDeciding({ order: o, decision: 'reject' })}
                    label={t('support.deposits.reject')}
                    ariaLabel={t('support.deposits.rejectOne', { ref: o.ref })}
                  />
                </span>
              )}
            </td>
          </tr>
        )}
      />
    </QueueFrame>
  );
}

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

function ReviewForm({ order, decision, onDone }: { order: StaffDepositRow; decision: DepositReviewRequest['decision']; onDone(): void }) {
  const { t } = useTranslation();
  const show = useShow();
  const queries = useQueryClient();
  const form = useDecisionForm();
  const [key, setKey] = useState<string | null>(null);
  const review = useMutation({
    mutationFn: (p: { body: DepositReviewRequest; key: string }) =>
      callStaff(ENDPOINTS.staffDepositReview, { params: { id: order.id }, body: p.body, headers: { [IDEMPOTENCY_HEADER]: p.key } }),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: ['staff', 'deposits'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'account', order.accountId] });
      onDone();
    },
  });

  async function submit(texts: DecisionTexts) {
    // The first of two approvals credits nothing yet: the question says so.
    const first = decision === 'approve' && order.fourEyes && !order.firstApprovedBy;
    const sure = await ui.dialog({
      titleKey: `support.deposits.${decision}Title`,
      messageKey: first ? 'support.deposits.approveFirstConfirm' : `support.deposits.${decision}Confirm`,
      params: { amount: show.money(order.amount, order.currency), user: order.username, ref: order.ref },
      confirmKey: `support.deposits.${decision}`,
      cancelKey: 'in_more_cancel',
      tone: decision === 'approve' ? 'warning' : 'error',
    });
    if (!sure) return;
    const k = key ?? newKey();
    setKey(k);
    review.mutate({ body: { decision, note: texts.note.trim(), memberMessage: texts.memberMessage.trim() || undefined }, key: k });
  }

  return (
    <form
      className="sc-card sc-adjust"
      onSubmit={(e) => {
        review.reset();
        void form.handleSubmit(submit)(e);
      }}
      noValidate
      aria-labelledby="sc-deposit-review-title"
    >
      <h2 id="sc-deposit-review-title">{t(`support.deposits.${decision}Title`)}</h2>
      <p className="sc-muted">
        {order.ref} · {order.username} · {show.money(order.amount, order.currency)}
      </p>
      <DecisionFields
        form={form}
        noteMax={500}
        required
        onEdit={() => setKey(null)}
        testIds={{ note: 'deposit-review-reason', memberMessage: 'deposit-review-message' }}
      />
      {form.formState.errors.note && (
        <p className="sc-error-text" role="alert">
          {t('support.deposits.reasonRequired')}
        </p>
      )}
      <ErrorNote error={review.error} />
      <div className="sc-actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={review.isPending}>
          {t(`support.deposits.${decision}`)}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          {t('in_more_cancel')}
        </button>
      </div>
    </form>
  );
}
