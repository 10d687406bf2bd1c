import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type StaffRedemption, ENDPOINTS } from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useListQuery } from '../../../console-kit/hooks';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { ListEmpty, PagedTable } from '../../../console-kit/ui';
import { formatPoints } from '../pointsApi';
import { DecideButton, MemberDecisionDialog, QueueFrame, ReviewedLine, useReview } from '../../../console-kit/review';

const FILTERS = ['in_process', 'approved', 'rejected', 'all'] as const;
const COLS = ['ref', 'time', 'member', 'reward', 'points', 'status', 'actions'] as const;

const queue = (status: (typeof FILTERS)[number], page: number) =>
  queryOptions({
    queryKey: ['staff', 'points-redemptions', status, page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffPointsRedemptions, { query: { status, page }, signal }),
  });

/**
 * The console's review of points redemptions (docs/POINTS.md "Review"): approve (goods delivered,
 * a bonus reward's cash paid through the ledger) or reject with an internal note and an optional message to the member (the points come back).
 */
export default function RedemptionsConsolePage() {
  const { t } = useTranslation();
  const show = useShow();
  const admin = useCan('rewards.review');
  const list = useListQuery<(typeof FILTERS)[number]>('status', FILTERS);
  const query = useQuery({ ...queue(list.filter, list.page), placeholderData: keepPreviousData });
  const review = useReview<StaffRedemption, { approve: boolean; id: number; note?: string; memberMessage?: string }>({
    call: (v) =>
      callStaff(v.approve ? ENDPOINTS.staffPointsApprove : ENDPOINTS.staffPointsReject, {
        params: { id: v.id },
        body: { note: v.note, memberMessage: v.memberMessage },
      }),
    refresh: [
      ['staff', 'points-redemptions'],
      ['staff', 'points-rewards'],
    ],
  });
  const approve = (r: StaffRedemption) =>
    review.decideAfter(
      {
        titleKey: 'points.admin.review.heading',
        messageKey: 'points.admin.review.confirmApprove',
        confirmKey: 'points.admin.review.approve',
        cancelKey: 'in_more_cancel',
        params: { user: r.username, name: r.name, quantity: r.quantity, amount: r.amount > 0 ? show.money(r.amount, r.currency) : '—' },
      },
      { approve: true, id: r.id },
    );

  return (
    <QueueFrame
      heading={t('points.admin.review.heading')}
      filterLabel={t('points.admin.review.filter')}
      filters={FILTERS}
      filterText={(s) => t(`points.status.${s}`)}
      list={list}
      query={query}
      failure={review.pageFailure}
    >
      <PagedTable
        label={t('points.admin.review.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`points.admin.review.cols.${c}`) }))}
        query={query}
        empty={<ListEmpty list={list} all="all" waiting={{ filter: 'in_process', text: t('support.queueEmpty.redemptions') }} none={t('support.list.empty')} />}
        onPage={list.setPage}
        row={(r) => (
          <tr key={r.id} data-testid="staff-redemption">
            <td className="sc-nowrap">{r.ref}</td>
            <td className="sc-num sc-nowrap">{show.time(r.createdAt)}</td>
            <td>{r.username}</td>
            <td>
              {r.quantity} × {r.name}
              <div className="sc-muted sc-small">
                {t(`points.kinds.${r.type}`)}
                {r.amount > 0 ? ` · ${show.money(r.amount, r.currency)}` : ''}
              </div>
            </td>
            <td className="sc-num">{formatPoints(r.points)}</td>
            <td>
              <span className="sc-status">{t(`points.status.${r.status}`)}</span>
              {r.note && <div className="sc-muted sc-small">{r.note}</div>}
              <ReviewedLine by={r.reviewedBy} at={show.time(r.reviewedAt)} />
            </td>
            <td>
              {admin && r.status === 'in_process' && (
                <div className="sc-actions">
                  <DecideButton
                    primary
                    busy={review.busy}
                    onClick={() => void approve(r)}
                    label={t('points.admin.review.approve')}
                    testId="redemption-approve"
                  />
                  <DecideButton busy={review.busy} onClick={() => review.open(r)} label={t('points.admin.review.reject')} testId="redemption-reject" />
                </div>
              )}
            </td>
          </tr>
        )}
      />
      <MemberDecisionDialog
        review={review}
        ask={(r) => ({
          title: t('points.admin.review.rejectTitle'),
          text: t('points.admin.review.rejectText', { user: r.username, name: r.name, points: formatPoints(r.points) }),
          submitLabel: t('points.admin.review.reject'),
          maxLength: 200,
          testIds: { input: 'redemption-remark', memberMessage: 'redemption-message', submit: 'redemption-reject-submit' },
        })}
        decide={(r, texts) => ({ approve: false, id: r.id, ...texts })}
      />
    </QueueFrame>
  );
}
