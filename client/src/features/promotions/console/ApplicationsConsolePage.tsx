import { useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  API,
  PROMOTION_LIMITS,
  PROMOTION_REVIEW_FILTERS,
  type PromotionReviewFilter,
  type StaffApplication,
  type StaffApplicationDetail,
} from '@wl/shared/core';
import { withId } from '../../../api/http';
import { ui } from '../../../app/ui';
import { Modal } from '../../../components/Modal';
import { useShow } from '../../../console-kit/accounts';
import { useListQuery } from '../../../console-kit/hooks';
import { staffCall } from '../../../console-kit/staffApi';
import type { PageOf } from '../../../console-kit/types';
import { ErrorNote, FilterTabs, PagedTable, useErrorText } from '../../../console-kit/ui';
import { ReasonDialog } from '../../../console-kit/ReasonDialog';

const COLS = ['time', 'member', 'promotion', 'comment', 'status', 'actions'] as const;

const queue = (status: PromotionReviewFilter, page: number) =>
  queryOptions({
    queryKey: ['staff', 'promotion-applications', status, page],
    queryFn: ({ signal }) => staffCall<PageOf<StaffApplication>>(API.staffPromotionApplications, { query: { status, page }, signal }),
  });
const detail = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'promotion-application', id],
    queryFn: ({ signal }) => staffCall<StaffApplicationDetail>(withId(API.staffPromotionApplication, id), { signal }),
  });

/**
 * The console's review of promotion applications (docs/PROMOTIONS.md "Review"): approve (the bonus
 * is paid with its turnover requirement), reject with an internal note and an optional message to the member, see the comment and images.
 */
export default function ApplicationsConsolePage() {
  const { t } = useTranslation();
  const show = useShow();
  const errorText = useErrorText();
  const list = useListQuery<PromotionReviewFilter>('status', PROMOTION_REVIEW_FILTERS);
  const query = useQuery({ ...queue(list.filter, list.page), placeholderData: keepPreviousData });
  const queries = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<StaffApplication | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (v: { approve: boolean; id: number; note?: string; memberMessage?: string }) =>
      staffCall<StaffApplicationDetail>(withId(v.approve ? API.staffPromotionApprove : API.staffPromotionReject, v.id), {
        method: 'PUT',
        ...(v.approve ? {} : { body: { note: v.note, memberMessage: v.memberMessage } }),
      }),
    onSuccess: () => {
      setFailure(null);
      setRejecting(null);
      void queries.invalidateQueries({ queryKey: ['staff', 'promotion-applications'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'promotion-application'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'promotions'] });
    },
    onError: (e) => setFailure(errorText(e)),
  });

  const approve = async (a: StaffApplication) => {
    const ok = await ui.dialog({
      titleKey: 'promotionsAdmin.review.heading',
      messageKey: 'promotionsAdmin.review.confirmApprove',
      params: { amount: show.money(a.bonus, a.currency), user: a.username, title: a.promotionTitle },
      confirmKey: 'promotionsAdmin.review.approve',
      cancelKey: 'in_more_cancel',
    });
    if (ok) act.mutate({ approve: true, id: a.id });
  };

  return (
    <section className="sc-page">
      <h1>{t('promotionsAdmin.review.heading')}</h1>
      <div className="sc-toolbar">
        <FilterTabs
          label={t('promotionsAdmin.review.filter')}
          options={PROMOTION_REVIEW_FILTERS}
          labels={(s) => t(`promotionsAdmin.review.filters.${s}`)}
          value={list.filter}
          onChange={list.setFilter}
        />
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('support.refresh')}
        </button>
      </div>
      {failure && !rejecting && (
        <p className="sc-error-text" role="alert">
          {failure}
        </p>
      )}
      <PagedTable
        label={t('promotionsAdmin.review.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`promotionsAdmin.review.cols.${c}`) }))}
        query={query}
        empty={t(list.filter !== 'applying' ? 'support.list.emptyFiltered' : 'support.list.empty')}
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
              {a.reviewedBy && (
                <div className="sc-muted sc-small">
                  {a.reviewedBy} · {show.time(a.reviewedAt)}
                </div>
              )}
            </td>
            <td>
              <div className="sc-actions">
                {a.state === 'applying' && (
                  <button type="button" className="btn btn--primary btn--sm" disabled={act.isPending} onClick={() => void approve(a)} data-testid="app-approve">
                    {t('promotionsAdmin.review.approve')}
                  </button>
                )}
                {a.state === 'applying' && (
                  <button type="button" className="btn btn--ghost btn--sm" disabled={act.isPending} onClick={() => setRejecting(a)}>
                    {t('promotionsAdmin.review.reject')}
                  </button>
                )}
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(a.id)} data-testid="app-view">
                  {t('promotionsAdmin.review.view')}
                </button>
              </div>
            </td>
          </tr>
        )}
      />
      {rejecting && (
        <RejectDialog
          a={rejecting}
          busy={act.isPending}
          error={failure}
          onCancel={() => {
            setRejecting(null);
            setFailure(null);
          }}
          onReject={(note, memberMessage) => act.mutate({ approve: false, id: rejecting.id, note, memberMessage })}
        />
      )}
      {open !== null && <DetailDialog id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function RejectDialog({
  a,
  busy,
  error,
  onCancel,
  onReject,
}: {
  a: StaffApplication;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onReject(note: string, memberMessage?: string): void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={t('promotionsAdmin.review.rejectTitle')}
      text={t('promotionsAdmin.review.rejectText', { user: a.username, title: a.promotionTitle })}
      submitLabel={t('promotionsAdmin.review.reject')}
      maxLength={PROMOTION_LIMITS.rejectReason}
      memberMessage
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={onReject}
    />
  );
}

function DetailDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const show = useShow();
  const q = useQuery(detail(id));
  const d = q.data;
  return (
    <Modal title={t('promotionsAdmin.review.detailTitle', { id })} onClose={onClose} size="lg">
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
            <dt>{t('promotionsAdmin.review.cols.member')}</dt>
            <dd>{d.username}</dd>
            <dt>{t('promotionsAdmin.review.cols.promotion')}</dt>
            <dd>{d.promotionTitle}</dd>
            <dt>{t('promotionsAdmin.review.cols.status')}</dt>
            <dd>{t(`promotions.status.${d.state}`)}</dd>
            <dt>{t('promotionsAdmin.review.cols.comment')}</dt>
            <dd>{show.text(d.comment)}</dd>
            <dt>{t('promotionsAdmin.review.bonus')}</dt>
            <dd className="sc-num">{show.money(d.bonus, d.currency)}</dd>
            <dt>{t('promotionsAdmin.review.turnover')}</dt>
            <dd className="sc-num">{show.money(d.turnoverRequired, d.currency)}</dd>
            <dt>{t('promotionsAdmin.review.reviewed')}</dt>
            <dd>
              {show.text(d.reviewedBy)} {show.time(d.reviewedAt)}
            </dd>
          </dl>
          {d.images.length > 0 && (
            <ul className="sc-wd-proofs" aria-label={t('promotionsAdmin.review.imagesLabel')}>
              {d.images.map((p) => (
                <li key={p.position}>
                  <a href={p.dataUrl} target="_blank" rel="noreferrer" download={`application-${d.id}-${p.position}.${p.mime === 'image/png' ? 'png' : 'jpg'}`}>
                    <img src={p.dataUrl} alt={t('promotionsAdmin.review.imageAlt', { n: p.position, w: p.width, h: p.height })} data-testid="app-image" />
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
