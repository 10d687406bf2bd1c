import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, HELD_NOTE_MAX, type HeldCreditRow } from '@wl/shared/core';
import { localeOf } from '../../lib/format';
import { useShow } from '../../console-kit/accounts';
import { gmtLabel, HELD_STATUSES, heldCreditsKey, heldCreditsQuery, merchantStamp, type HeldFilter } from './heldCredits';
import { useListQuery } from '../../console-kit/hooks';
import { ReasonDialog } from '../../console-kit/ReasonDialog';
import { useCan } from '../../console-kit/session';
import { callStaff } from '../../console-kit/staffApi';
import { ListEmpty, PagedTable } from '../../console-kit/ui';
import { DecideButton, QueueFrame, ReviewedLine, useReview } from '../../console-kit/review';

const COLS = ['time', 'member', 'vendor', 'game', 'round', 'stake', 'win', 'multiplier', 'status', 'actions'] as const;
type Decision = 'approve' | 'refuse';
const ROUTES = { approve: ENDPOINTS.staffHeldCreditApprove, refuse: ENDPOINTS.staffHeldCreditRefuse } satisfies Record<Decision, unknown>;

/**
 * Credits held above the win caps: each waits for a decision with a reason (approve pays the win
 * once; refuse voids it and returns the stake). Times are the merchant's, labelled with its
 * offset. Support staff read the queue; the decision buttons are for admins, as the gateway says.
 */
export default function HeldCreditsPage() {
  const { t } = useTranslation();
  const show = useShow();
  const canReview = useCan('risk.review');
  const list = useListQuery<HeldFilter>('status', HELD_STATUSES);
  const query = useQuery({ ...heldCreditsQuery(list.filter, list.page), placeholderData: keepPreviousData });
  const [done, setDone] = useState('');
  const review = useReview<{ decision: Decision; row: HeldCreditRow }, { decision: Decision; id: number; reason: string }, HeldCreditRow>({
    call: (v) => callStaff(ROUTES[v.decision], { params: { id: v.id }, body: { reason: v.reason } }),
    refresh: [heldCreditsKey],
    done: (row) => setDone(t(`heldCredits.done.${row.status}`, { id: row.id, user: row.username })),
  });
  const deciding = review.target;
  const offset = query.data?.utcOffsetMinutes ?? 480;
  const zone = gmtLabel(offset);
  const times = (m: number) => m.toLocaleString(localeOf(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const cols = COLS.map((c) => ({ label: c === 'time' ? t('heldCredits.cols.time', { zone }) : t(`heldCredits.cols.${c}`), hidden: c === 'actions' }));

  return (
    <QueueFrame
      heading={t('heldCredits.heading')}
      intro={t('heldCredits.intro')}
      filterLabel={t('heldCredits.filter')}
      filters={HELD_STATUSES}
      filterText={(s) => t(`heldCredits.statuses.${s}`)}
      list={list}
      query={query}
      failure={review.pageFailure}
    >
      <p className="sc-muted" role="status" data-testid="held-done">
        {done}
      </p>
      <PagedTable
        label={t('heldCredits.tableLabel')}
        cols={cols}
        query={query}
        empty={<ListEmpty list={list} all="all" waiting={{ filter: 'held', text: t('heldCredits.empty') }} none={t('support.list.empty')} />}
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
              <ReviewedLine by={h.reviewedBy} at={h.reviewedAt ? merchantStamp(h.reviewedAt, offset) : ''} />
              {h.note && <div className="sc-muted sc-small">{h.note}</div>}
            </td>
            <td>
              {h.status === 'held' && canReview && (
                <div className="sc-actions">
                  <DecideButton
                    primary
                    busy={review.busy}
                    onClick={() => review.open({ decision: 'approve', row: h })}
                    label={t('heldCredits.approve')}
                    ariaLabel={t('heldCredits.approveFor', { user: h.username, id: h.id })}
                    testId="held-approve"
                  />
                  <DecideButton
                    busy={review.busy}
                    onClick={() => review.open({ decision: 'refuse', row: h })}
                    label={t('heldCredits.refuse')}
                    ariaLabel={t('heldCredits.refuseFor', { user: h.username, id: h.id })}
                    testId="held-refuse"
                  />
                </div>
              )}
              {h.status === 'held' && !canReview && <span className="sc-muted sc-small">{t('heldCredits.adminOnly')}</span>}
            </td>
          </tr>
        )}
      />
      {deciding && (
        <ReasonDialog
          {...review.dialog}
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
          onSubmit={(reason) => review.decide({ decision: deciding.decision, id: deciding.row.id, reason })}
          testIds={{ input: 'held-reason', submit: 'held-submit' }}
        />
      )}
    </QueueFrame>
  );
}
