import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type StaffApproval, ENDPOINTS } from '@wl/shared/core';
import { ui } from '../../stores/ui';
import { useShow } from '../../console-kit/accounts';
import { ReasonDialog } from '../../console-kit/ReasonDialog';
import { callStaff } from '../../console-kit/staffApi';
import { useStaff } from '../../console-kit/session';
import { ErrorNote, useErrorText } from '../../console-kit/ui';
import { HeadRow } from '../../components/HeadRow';

const approvalsQuery = { queryKey: ['staff', 'approvals'], queryFn: () => callStaff(ENDPOINTS.staffApprovals) };

/**
 * Four eyes (docs/STAFF.md): adjustments and staff rebates at or above the site's four-eyes amount wait here for a
 * second staff member. The one who asked sees their request but cannot approve it; either may
 * refuse it with an internal note. Nothing moves until approval.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const show = useShow();
  const me = useStaff();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const q = useQuery(approvalsQuery);
  const [refusing, setRefusing] = useState<StaffApproval | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (v: { id: number; approve: boolean; note?: string }) =>
      v.approve
        ? callStaff(ENDPOINTS.staffApprovalApprove, { params: { id: v.id } })
        : callStaff(ENDPOINTS.staffApprovalRefuse, { params: { id: v.id }, body: { note: v.note! } }),
    onSuccess: () => {
      setRefusing(null);
      setFailure(null);
      void queries.invalidateQueries({ queryKey: approvalsQuery.queryKey });
    },
    onError: (err) => setFailure(errorText(err)),
  });
  const approveOne = async (a: StaffApproval) => {
    const sure = await ui.dialog({
      titleKey: a.kind === 'rebate' ? 'support.rebate.confirmTitle' : 'support.approvals.confirmTitle',
      messageKey: a.kind === 'rebate' ? 'support.rebate.confirm' : a.direction === 'credit' ? 'support.journal.confirmCredit' : 'support.journal.confirmDebit',
      params: { amount: show.money(a.amount, a.currency) },
      confirmKey: 'support.approvals.approve',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (sure) act.mutate({ id: a.id, approve: true });
  };
  const pending = q.data?.list.filter((a) => a.status === 'pending') ?? [];
  const decided = q.data?.list.filter((a) => a.status !== 'pending') ?? [];
  return (
    <section aria-labelledby="approvals-h">
      <h1 id="approvals-h">{t('support.approvals.heading')}</h1>
      {q.data && <p className="sc-muted">{t('support.approvals.intro', { amount: show.money(q.data.fourEyesAmount) })}</p>}
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {failure && !refusing && (
        <p className="sc-error-text" role="alert">
          {failure}
        </p>
      )}
      {q.isPending && !q.error && (
        <p className="sc-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {q.data && pending.length === 0 && (
        <p className="sc-muted" data-testid="approvals-empty">
          {t('support.approvals.none')}
        </p>
      )}
      {pending.length > 0 && (
        <table className="sc-table" aria-label={t('support.approvals.heading')}>
          <thead>
            <HeadRow
              cols={[
                { label: t('support.approvals.member') },
                { label: t('support.approvals.amount') },
                { label: t('support.approvals.reason') },
                { label: t('support.approvals.askedBy') },
                { label: t('support.approvals.actions'), hidden: true },
              ]}
            />
          </thead>
          <tbody>
            {pending.map((a) => (
              <tr key={a.id} data-testid={`approval-${a.id}`}>
                <td>{a.username}</td>
                <td className="sc-nowrap">
                  {a.direction === 'credit' ? '+' : '−'}
                  {show.money(a.amount, a.currency)}
                  <div className="sc-small sc-muted">{t(`support.approvals.kinds.${a.kind}`)}</div>
                </td>
                <td>{a.reason}</td>
                <td>
                  {a.requestedBy}
                  <div className="sc-small sc-muted">{show.time(a.createdAt)}</div>
                </td>
                <td className="sc-nowrap">
                  <span className="sc-actions">
                    {a.requestedBy === me.username ? (
                      <span className="sc-small sc-muted">{t('support.approvals.yours')}</span>
                    ) : (
                      <button type="button" className="btn btn--primary btn--sm" disabled={act.isPending} onClick={() => void approveOne(a)}>
                        {t('support.approvals.approve')}
                      </button>
                    )}
                    <button type="button" className="btn btn--ghost btn--sm" disabled={act.isPending} onClick={() => setRefusing(a)}>
                      {t('support.approvals.refuse')}
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {decided.length > 0 && (
        <>
          <h2>{t('support.approvals.decided')}</h2>
          <ul className="sc-list">
            {decided.map((a) => (
              <li key={a.id}>
                {t(`support.approvals.status.${a.status}`, { member: a.username, amount: show.money(a.amount, a.currency), by: a.decidedBy ?? a.requestedBy })}
              </li>
            ))}
          </ul>
        </>
      )}
      {refusing && (
        <ReasonDialog
          title={t('support.approvals.refuseTitle', { member: refusing.username })}
          text={t('support.approvals.refuseText')}
          label={t('support.approvals.note')}
          submitLabel={t('support.approvals.refuse')}
          maxLength={200}
          busy={act.isPending}
          error={failure}
          onCancel={() => {
            setRefusing(null);
            setFailure(null);
          }}
          onSubmit={(note) => act.mutate({ id: refusing.id, approve: false, note })}
        />
      )}
    </section>
  );
}
