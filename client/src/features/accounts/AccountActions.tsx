import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ENDPOINTS, isTrialType, type AccountProfile } from '@wl/shared/core';
import { useShow } from '../../console-kit/accounts';
import { useConsolePath } from '../../console-kit/base';
import { ReasonDialog } from '../../console-kit/ReasonDialog';
import { useCan } from '../../console-kit/session';
import { callStaff } from '../../console-kit/staffApi';
import { ErrorNote, useErrorText } from '../../console-kit/ui';
import { PasswordResetButton } from './PasswordReset';

/**
 * What staff do on a member's page besides reading it (docs/STAFF.md "Member page"): suspend or
 * reactivate (the reason goes into the notes), reset the password, write to the member, keep notes, and see the
 * member's withdrawals with the pending ones first in mind.
 */
export function AccountActions({ a }: { a: AccountProfile }) {
  const { t } = useTranslation();
  const path = useConsolePath();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const canManage = useCan('members.manage');
  const canMessage = useCan('messages.send');
  const [asking, setAsking] = useState(false);
  const next = a.status === 'disabled' ? 'active' : 'disabled';
  const change = useMutation({
    mutationFn: (reason: string) => callStaff(ENDPOINTS.staffAccountStatus, { params: { id: a.id }, body: { status: next, reason } }),
    onSuccess: () => {
      setAsking(false);
      void queries.invalidateQueries({ queryKey: ['staff', 'account', a.id] });
      void queries.invalidateQueries({ queryKey: ['staff', 'account-notes', a.id] });
    },
  });
  return (
    <section className="sc-card sc-account-actions" aria-labelledby="sc-actions-title">
      <h2 id="sc-actions-title">{t('support.member.actions')}</h2>
      <div className="sc-actions">
        {canManage && (
          <button
            type="button"
            className={`btn btn--sm ${next === 'disabled' ? 'btn--outline sc-danger-btn' : 'btn--primary'}`}
            onClick={() => setAsking(true)}
            data-testid="account-status-toggle"
          >
            {t(next === 'disabled' ? 'support.member.suspend' : 'support.member.reactivate')}
          </button>
        )}
        {/* A trial account has no password of its own to reset. */}
        {canManage && !isTrialType(a.type) && <PasswordResetButton accountId={a.id} />}
        {canMessage && (
          <Link className="btn btn--ghost btn--sm" to={`${path('messages')}?to=${encodeURIComponent(a.username)}`} data-testid="account-message">
            {t('support.member.message')}
          </Link>
        )}
        <Link className="btn btn--ghost btn--sm" to={path('replay', a.id)}>
          {t('support.replay.link')}
        </Link>
      </div>
      {asking && (
        <ReasonDialog
          title={t(next === 'disabled' ? 'support.member.suspendTitle' : 'support.member.reactivateTitle', { user: a.username })}
          text={t(next === 'disabled' ? 'support.member.suspendText' : 'support.member.reactivateText')}
          label={t('support.member.reason')}
          submitLabel={t(next === 'disabled' ? 'support.member.suspend' : 'support.member.reactivate')}
          maxLength={200}
          busy={change.isPending}
          error={change.error ? errorText(change.error) : null}
          onCancel={() => setAsking(false)}
          onSubmit={(reason) => change.mutate(reason)}
          testIds={{ input: 'account-status-reason', submit: 'account-status-submit' }}
        />
      )}
      <div className="sc-member-cols">
        <NotesPanel accountId={a.id} />
        <MemberWithdrawals accountId={a.id} />
      </div>
    </section>
  );
}

function NotesPanel({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const show = useShow();
  const queries = useQueryClient();
  const key = ['staff', 'account-notes', accountId];
  const notes = useQuery({ queryKey: key, queryFn: ({ signal }) => callStaff(ENDPOINTS.staffAccountNotes, { params: { id: accountId }, signal }) });
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: (text: string) => callStaff(ENDPOINTS.staffAccountNotesPost, { params: { id: accountId }, body: { body: text } }),
    onSuccess: () => {
      setBody('');
      void queries.invalidateQueries({ queryKey: key });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body.trim()) add.mutate(body.trim());
  };
  return (
    <div className="sc-notes" data-testid="account-notes">
      <h3>{t('support.member.notes')}</h3>
      <form onSubmit={submit} className="sc-note-form" noValidate>
        <label htmlFor={`sc-note-${accountId}`} className="sr-only">
          {t('support.member.noteLabel')}
        </label>
        <textarea
          id={`sc-note-${accountId}`}
          className="field__input"
          rows={2}
          maxLength={1000}
          value={body}
          placeholder={t('support.member.notePlaceholder')}
          onChange={(e) => setBody(e.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--sm" disabled={add.isPending || !body.trim()}>
          {t('support.member.addNote')}
        </button>
      </form>
      <ErrorNote error={add.error ?? notes.error} />
      {notes.data && notes.data.length === 0 && <p className="sc-muted">{t('support.member.noNotes')}</p>}
      <ul className="sc-note-list">
        {notes.data?.map((n) => (
          <li key={n.id}>
            <p>{n.body}</p>
            <span className="sc-muted sc-small">
              {n.staff} · {show.time(n.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MemberWithdrawals({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const show = useShow();
  const path = useConsolePath();
  const list = useQuery({
    queryKey: ['staff', 'withdrawals', 'account', accountId],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffWithdrawals, { query: { accountId, pageSize: 5 }, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const pending = rows.filter((w) => w.status === 'requested' || w.status === 'approved').length;
  return (
    <div className="sc-member-wd" data-testid="account-withdrawals">
      <h3>{t('support.member.withdrawals')}</h3>
      <ErrorNote error={list.error} />
      {list.data && rows.length === 0 && <p className="sc-muted">{t('support.member.noWithdrawals')}</p>}
      {pending > 0 && <p className="sc-warn-text">{t('support.member.pendingWithdrawals', { count: pending })}</p>}
      <ul className="sc-note-list">
        {rows.map((w) => (
          <li key={w.id}>
            <span className="sc-num">{show.money(w.amount, w.currency)}</span>{' '}
            <span className={`sc-status sc-wd-${w.status}`}>{t(`support.withdrawals.statuses.${w.status}`)}</span>{' '}
            <span className="sc-muted sc-small">{show.time(w.createdAt)}</span>
          </li>
        ))}
      </ul>
      {rows.length > 0 && (
        <Link to={path('withdrawals')} className="sc-small">
          {t('support.member.allWithdrawals')}
        </Link>
      )}
    </div>
  );
}
