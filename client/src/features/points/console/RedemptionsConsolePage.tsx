import { useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type StaffRedemption } from '@wl/shared/core';
import { withId } from '../../../api/http';
import { ui } from '../../../app/ui';
import { useShow } from '../../../console-kit/accounts';
import { useListQuery } from '../../../console-kit/hooks';
import { useCan } from '../../../console-kit/session';
import { staffCall } from '../../../console-kit/staffApi';
import type { PageOf } from '../../../console-kit/types';
import { FilterTabs, PagedTable, useErrorText } from '../../../console-kit/ui';
import { formatPoints } from '../pointsApi';
import { ReasonDialog } from '../../../console-kit/ReasonDialog';

const FILTERS = ['in_process', 'approved', 'rejected', 'all'] as const;
const COLS = ['ref', 'time', 'member', 'reward', 'points', 'status', 'actions'] as const;

const queue = (status: (typeof FILTERS)[number], page: number) =>
  queryOptions({
    queryKey: ['staff', 'points-redemptions', status, page],
    queryFn: ({ signal }) => staffCall<PageOf<StaffRedemption>>(API.staffPointsRedemptions, { query: { status, page }, signal }),
  });

/**
 * The console's review of points redemptions (docs/POINTS.md "Review"): approve (goods delivered,
 * a bonus reward's cash paid through the ledger) or reject with an internal note and an optional message to the member (the points come back).
 */
export default function RedemptionsConsolePage() {
  const { t } = useTranslation();
  const show = useShow();
  const errorText = useErrorText();
  const admin = useCan('rewards.review');
  const list = useListQuery<(typeof FILTERS)[number]>('status', FILTERS);
  const query = useQuery({ ...queue(list.filter, list.page), placeholderData: keepPreviousData });
  const queries = useQueryClient();
  const [rejecting, setRejecting] = useState<StaffRedemption | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (v: { approve: boolean; id: number; note?: string; memberMessage?: string }) =>
      staffCall<StaffRedemption>(withId(v.approve ? API.staffPointsApprove : API.staffPointsReject, v.id), {
        method: 'PUT',
        body: { note: v.note, memberMessage: v.memberMessage },
      }),
    onSuccess: () => {
      setFailure(null);
      setRejecting(null);
      void queries.invalidateQueries({ queryKey: ['staff', 'points-redemptions'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'points-rewards'] });
    },
    onError: (e) => setFailure(errorText(e)),
  });
  const approve = async (r: StaffRedemption) => {
    const ok = await ui.dialog({
      titleKey: 'points.admin.review.heading',
      messageKey: 'points.admin.review.confirmApprove',
      confirmKey: 'points.admin.review.approve',
      cancelKey: 'in_more_cancel',
      params: { user: r.username, name: r.name, quantity: r.quantity, amount: r.amount > 0 ? show.money(r.amount, r.currency) : '—' },
    });
    if (ok) act.mutate({ approve: true, id: r.id });
  };

  return (
    <section className="sc-page">
      <h1>{t('points.admin.review.heading')}</h1>
      <div className="sc-toolbar">
        <FilterTabs
          label={t('points.admin.review.filter')}
          options={FILTERS}
          labels={(s) => t(`points.status.${s}`)}
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
        label={t('points.admin.review.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`points.admin.review.cols.${c}`) }))}
        query={query}
        empty={t(list.filter !== 'in_process' ? 'support.list.emptyFiltered' : 'support.list.empty')}
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
              {r.reviewedBy && (
                <div className="sc-muted sc-small">
                  {r.reviewedBy} · {show.time(r.reviewedAt)}
                </div>
              )}
            </td>
            <td>
              {admin && r.status === 'in_process' && (
                <div className="sc-actions">
                  <button
                    type="button"
                    className="btn btn--primary btn--sm"
                    disabled={act.isPending}
                    onClick={() => void approve(r)}
                    data-testid="redemption-approve"
                  >
                    {t('points.admin.review.approve')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={act.isPending}
                    onClick={() => setRejecting(r)}
                    data-testid="redemption-reject"
                  >
                    {t('points.admin.review.reject')}
                  </button>
                </div>
              )}
            </td>
          </tr>
        )}
      />
      {rejecting && (
        <RejectDialog
          r={rejecting}
          busy={act.isPending}
          error={failure}
          onCancel={() => {
            setRejecting(null);
            setFailure(null);
          }}
          onReject={(note, memberMessage) => act.mutate({ approve: false, id: rejecting.id, note, memberMessage })}
        />
      )}
    </section>
  );
}

function RejectDialog({
  r,
  busy,
  error,
  onCancel,
  onReject,
}: {
  r: StaffRedemption;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onReject(note: string, memberMessage?: string): void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={t('points.admin.review.rejectTitle')}
      text={t('points.admin.review.rejectText', { user: r.username, name: r.name, points: formatPoints(r.points) })}
      submitLabel={t('points.admin.review.reject')}
      maxLength={200}
      memberMessage
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={onReject}
      testIds={{ input: 'redemption-remark', memberMessage: 'redemption-message', submit: 'redemption-reject-submit' }}
    />
  );
}
