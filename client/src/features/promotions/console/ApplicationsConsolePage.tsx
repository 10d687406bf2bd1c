import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PROMOTION_LIMITS,
  PROMOTION_REVIEW_FILTERS,
  type PromotionReviewFilter,
  type StaffApplication,
  type StaffApplicationDetail,
  ENDPOINTS,
} from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useListQuery } from '../../../console-kit/hooks';
import { callStaff } from '../../../console-kit/staffApi';
import { ListEmpty, PagedTable } from '../../../console-kit/ui';
import { DecideButton, MemberDecisionDialog, QueueFrame, ReviewedLine, useReview } from '../../../console-kit/review';
import { DetailModal, Facts, ImageList } from '../../../console-kit/DetailModal';

const COLS = ['time', 'member', 'promotion', 'comment', 'status', 'actions'] as const;

const queue = (status: PromotionReviewFilter, page: number) =>
  queryOptions({
    queryKey: ['staff', 'promotion-applications', status, page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffPromotionApplications, { query: { status, page }, signal }),
  });
const detail = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'promotion-application', id],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffPromotionApplication, { params: { id }, signal }),
  });

/**
 * The console's review of promotion applications (docs/PROMOTIONS.md "Review"): approve (the bonus
 * is paid with its turnover requirement), reject with an internal note and an optional message to the member, see the comment and images.
 */
export default function ApplicationsConsolePage() {
  const { t } = useTranslation();
  const show = useShow();
  const list = useListQuery<PromotionReviewFilter>('status', PROMOTION_REVIEW_FILTERS);
  const query = useQuery({ ...queue(list.filter, list.page), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<number | null>(null);
  const review = useReview<StaffApplication, { approve: boolean; id: number; note?: string; memberMessage?: string }>({
    call: (v) =>
      v.approve
        ? callStaff(ENDPOINTS.staffPromotionApprove, { params: { id: v.id } })
        : callStaff(ENDPOINTS.staffPromotionReject, { params: { id: v.id }, body: { note: v.note, memberMessage: v.memberMessage } }),
    refresh: [
      ['staff', 'promotion-applications'],
      ['staff', 'promotion-application'],
      ['staff', 'promotions'],
    ],
  });

  const approve = (a: StaffApplication) =>
    review.decideAfter(
      {
        titleKey: 'promotionsAdmin.review.heading',
        messageKey: 'promotionsAdmin.review.confirmApprove',
        params: { amount: show.money(a.bonus, a.currency), user: a.username, title: a.promotionTitle },
        confirmKey: 'promotionsAdmin.review.approve',
        cancelKey: 'in_more_cancel',
      },
      { approve: true, id: a.id },
    );

  return (
    <QueueFrame
      heading={t('promotionsAdmin.review.heading')}
      filterLabel={t('promotionsAdmin.review.filter')}
      filters={PROMOTION_REVIEW_FILTERS}
      filterText={(s) => t(`promotionsAdmin.review.filters.${s}`)}
      list={list}
      query={query}
      failure={review.pageFailure}
    >
      <PagedTable
        label={t('promotionsAdmin.review.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`promotionsAdmin.review.cols.${c}`) }))}
        query={query}
        empty={<ListEmpty list={list} all="all" waiting={{ filter: 'applying', text: t('support.queueEmpty.applications') }} none={t('support.list.empty')} />}
        onPage={list.setPage}
        row={(a) => (
          <tr key={a.id} data-testid="staff-application">
            <td className="sc-num sc-nowrap">{show.time(a.createdAt)}</td>
            <td>{a.username}</td>
            <td>
              {a.promotionTitle}
              <div className="sc-muted sc-small">{show.money(a.bonus || 0, a.currency)}</div>
            </td>
            <td>
              {show.text(a.comment)}
              {a.imageCount > 0 && <div className="sc-muted sc-small">{t('promotionsAdmin.review.images', { count: a.imageCount })}</div>}
            </td>
            <td>
              <span className="sc-status">{t(`promotions.status.${a.state}`)}</span>
              {a.note && <div className="sc-muted sc-small">{a.note}</div>}
              <ReviewedLine by={a.reviewedBy} at={show.time(a.reviewedAt)} />
            </td>
            <td>
              <div className="sc-actions">
                {a.state === 'applying' && (
                  <DecideButton primary busy={review.busy} onClick={() => void approve(a)} label={t('promotionsAdmin.review.approve')} testId="app-approve" />
                )}
                {a.state === 'applying' && <DecideButton busy={review.busy} onClick={() => review.open(a)} label={t('promotionsAdmin.review.reject')} />}
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(a.id)} data-testid="app-view">
                  {t('promotionsAdmin.review.view')}
                </button>
              </div>
            </td>
          </tr>
        )}
      />
      <MemberDecisionDialog
        review={review}
        ask={(a) => ({
          title: t('promotionsAdmin.review.rejectTitle'),
          text: t('promotionsAdmin.review.rejectText', { user: a.username, title: a.promotionTitle }),
          submitLabel: t('promotionsAdmin.review.reject'),
          maxLength: PROMOTION_LIMITS.rejectReason,
        })}
        decide={(a, texts) => ({ approve: false, id: a.id, ...texts })}
      />
      {open !== null && (
        <DetailModal title={t('promotionsAdmin.review.detailTitle', { id: open })} query={detail(open)} onClose={() => setOpen(null)}>
          {(d) => <Detail d={d} />}
        </DetailModal>
      )}
    </QueueFrame>
  );
}

function Detail({ d }: { d: StaffApplicationDetail }) {
  const { t } = useTranslation();
  const show = useShow();
  return (
    <>
      <Facts
        facts={[
          { label: t('promotionsAdmin.review.cols.member'), value: d.username },
          { label: t('promotionsAdmin.review.cols.promotion'), value: d.promotionTitle },
          { label: t('promotionsAdmin.review.cols.status'), value: t(`promotions.status.${d.state}`) },
          { label: t('promotionsAdmin.review.cols.comment'), value: show.text(d.comment) },
          { label: t('promotionsAdmin.review.bonus'), value: show.money(d.bonus, d.currency), num: true },
          { label: t('promotionsAdmin.review.turnover'), value: show.money(d.turnoverRequired, d.currency), num: true },
          {
            label: t('promotionsAdmin.review.reviewed'),
            value: d.reviewedBy ? `${d.reviewedBy} · ${show.time(d.reviewedAt)}` : t('promotionsAdmin.review.notReviewed'),
          },
        ]}
      />
      <ImageList
        label={t('promotionsAdmin.review.imagesLabel')}
        images={d.images}
        fileName={`application-${d.id}`}
        alt={(p) => t('promotionsAdmin.review.imageAlt', { n: p.position, w: p.width, h: p.height })}
        testId="app-image"
      />
    </>
  );
}
