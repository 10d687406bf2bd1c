import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, HELD_NOTE_MAX, type HeldCreditRow } from '@wl/shared/core';
import { withId } from '../../api/http';
import { localeOf } from '../../lib/format';
import { useShow } from '../../console-kit/accounts';
import { gmtLabel, HELD_STATUSES, heldCreditsKey, heldCreditsQuery, merchantStamp, type HeldFilter } from './heldCredits';
import { useListQuery } from '../../console-kit/hooks';
import { ReasonDialog } from '../../console-kit/ReasonDialog';
import { useCan } from '../../console-kit/session';
import { staffCall } from '../../console-kit/staffApi';
import { FilterTabs, PagedTable, useErrorText } from '../../console-kit/ui';

const COLS = ['time', 'member', 'vendor', 'game', 'round', 'stake', 'win', 'multiplier', 'status', 'actions'] as const;
type Decision = 'approve' | 'refuse';
const PATHS: Record<Decision, string> = { approve: API.staffHeldCreditApprove, refuse: API.staffHeldCreditRefuse };

/**
 * Credits held above the win caps: each waits for a decision with a reason (approve pays the win
 * once; refuse voids it and returns the stake). Times are the merchant's, labelled with its
 * offset. Support staff read the queue; the decision buttons are for admins, as the gateway says.
 */
export default function HeldCreditsPage() {
  const { t } = useTranslation();
  const show = useShow();
  const canReview = useCan('risk.review');
  const errorText = useErrorText();
  const list = useListQuery<HeldFilter>('status', HELD_STATUSES);
  const query = useQuery({ ...heldCreditsQuery(list.filter, list.page), placeholderData: keepPreviousData });
  const queries = useQueryClient();
  const [deciding, setDeciding] = useState<{ decision: Decision; row: HeldCreditRow } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const act = useMutation({
    mutationFn: (v: { decision: Decision; id: number; reason: string }) =>
      staffCall<HeldCreditRow>(withId(PATHS[v.decision], v.id), { method: 'PUT', body: { reason: v.reason } }),
    onSuccess: (row) => {
      setFailure(null);
      setDeciding(null);
      setDone(t(`heldCredits.done.${row.status}`, { id: row.id, user: row.username }));
      void queries.invalidateQueries({ queryKey: heldCreditsKey });
    },
    onError: (e) => setFailure(errorText(e)),
  });
  const offset = query.data?.utcOffsetMinutes ?? 480;
  const zone = gmtLabel(offset);
  const times = (m: number) => m.toLocaleString(localeOf(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const cols = COLS.map((c) => ({ label: c === 'time' ? t('heldCredits.cols.time', { zone }) : t(`heldCredits.cols.${c}`), hidden: c === 'actions' }));

  return (
    <section className="sc-page">
      <h1>{t('heldCredits.heading')}</h1>
      <p className="sc-muted">{t('heldCredits.intro')}</p>
      <div className="sc-toolbar">
        <FilterTabs
          label={t('heldCredits.filter')}
          options={HELD_STATUSES}
          labels={(s) => t(`heldCredits.statuses.${s}`)}
          value={list.filter}
          onChange={list.setFilter}
        />
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('support.refresh')}
        </button>
      </div>
      {failure && !deciding && (
        <p className="sc-error-text" role="alert">
          {failure}
        </p>
      )}
      <p className="sc-muted" role="status" data-testid="held-done">
        {done}
      </p>
      <PagedTable
        label={t('heldCredits.tableLabel')}
        cols={cols}
        query={query}
        empty={t(list.filter === 'held' ? 'heldCredits.empty' : 'support.list.emptyFiltered')}
        onPage={list.setPage}
        row={(h) => (
          <tr key={h.id} data-testid="held-credit">
            <td className="sc-num sc-nowrap">{merchantStamp(h.createdAt, offset)}</td>
            <td>{h.username}</td>
            <td>
              {h.vendorName}
              <div className="sc-muted sc-small">{h.vendor}</div>
            </td>
            <td>{h.gameName}</td>
            <td className="sc-small">{h.roundId}</td>
            <td className="sc-num sc-nowrap">{show.money(h.stake, h.currency)}</td>
            <td className="sc-num sc-nowrap">{show.money(h.amount, h.currency)}</td>
            <td className="sc-num sc-nowrap">
              {t('heldCredits.times', { n: times(h.multiplier) })}
              <div className="sc-muted sc-small">
                {h.reason === 'multiplier'
                  ? t('heldCredits.reasons.multiplier', { max: h.maxMultiplier })
                  : t('heldCredits.reasons.single_credit', { max: show.money(h.maxSingleCredit ?? 0, h.currency) })}
              </div>
            </td>
            <td>
              <span className={`sc-status sc-held-${h.status}`}>{t(`heldCredits.statuses.${h.status}`)}</span>
              {h.reviewedBy && (
                <div className="sc-muted sc-small">
                  {h.reviewedBy} · {h.reviewedAt ? merchantStamp(h.reviewedAt, offset) : ''}
                </div>
              )}
              {h.note && <div className="sc-muted sc-small">{h.note}</div>}
            </td>
            <td>
              {h.status === 'held' && canReview && (
                <div className="sc-actions">
                  <button
                    type="button"
                    className="btn btn--primary btn--sm"
                    disabled={act.isPending}
                    onClick={() => {
                      setFailure(null);
                      setDeciding({ decision: 'approve', row: h });
                    }}
                    aria-label={t('heldCredits.approveFor', { user: h.username, id: h.id })}
                    data-testid="held-approve"
                  >
                    {t('heldCredits.approve')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={act.isPending}
                    onClick={() => {
                      setFailure(null);
                      setDeciding({ decision: 'refuse', row: h });
                    }}
                    aria-label={t('heldCredits.refuseFor', { user: h.username, id: h.id })}
                    data-testid="held-refuse"
                  >
                    {t('heldCredits.refuse')}
                  </button>
                </div>
              )}
              {h.status === 'held' && !canReview && <span className="sc-muted sc-small">{t('heldCredits.adminOnly')}</span>}
            </td>
          </tr>
        )}
      />
      {deciding && (
        <ReasonDialog
          title={t(`heldCredits.${deciding.decision}Title`)}
          text={t(`heldCredits.${deciding.decision}Text`, {
            win: show.money(deciding.row.amount, deciding.row.currency),
            stake: show.money(deciding.row.stake, deciding.row.currency),
            user: deciding.row.username,
            game: deciding.row.gameName,
          })}
          label={t('heldCredits.reason')}
          submitLabel={t(`heldCredits.${deciding.decision}`)}
          maxLength={HELD_NOTE_MAX}
          busy={act.isPending}
          error={failure}
          onCancel={() => {
            setDeciding(null);
            setFailure(null);
          }}
          onSubmit={(reason) => act.mutate({ decision: deciding.decision, id: deciding.row.id, reason })}
          testIds={{ input: 'held-reason', submit: 'held-submit' }}
        />
      )}
    </section>
  );
}
