import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_LIMITS as L, type FeedbackReplyRequest, type FeedbackRow, ENDPOINTS } from '@wl/shared/core';
import { Modal } from '../../../components/Modal';
import { useShow } from '../../../console-kit/accounts';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorNote, useErrorText } from '../../../console-kit/ui';
import { FormText } from '../../../console-kit/form';
import { errorOf, schemaResolver } from '../../../lib/form-resolver';
import { feedbackReplyRequest } from '@wl/shared/form-checks';
import { FieldFrame } from '../../../components/Field';

const itemKey = (id: number) => ['staff', 'feedback-item', id] as const;

/**
 * One feedback in the console: the text (as text), who sent it from where, the replies so far, and
 * the reply form, whose reply arrives in the member's messages. Opening a new one marks it read.
 */
export function FeedbackDetail({ id, typeLabel, onClose }: { id: number; typeLabel(n: number): string; onClose(): void }) {
  const { t } = useTranslation();
  const show = useShow();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const q = useQuery({ queryKey: itemKey(id), queryFn: ({ signal }) => callStaff(ENDPOINTS.staffFeedbackItem, { params: { id }, signal }) });
  const refreshAll = (row: FeedbackRow) => {
    queries.setQueryData(itemKey(id), row);
    void queries.invalidateQueries({ queryKey: ['staff', 'feedback'] });
  };
  const status = useMutation({
    mutationFn: (s: 'read' | 'closed') => callStaff(ENDPOINTS.staffFeedbackStatus, { params: { id }, body: { status: s } }),
    onSuccess: refreshAll,
  });
  const marked = useRef(false);
  useEffect(() => {
    if (q.data?.status === 'new' && !marked.current) {
      marked.current = true;
      status.mutate('read');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- marks once when the message is first seen as new; the mutation object changes every render
  }, [q.data?.status]);

  const f = q.data;
  return (
    <Modal title={t('feedbackAdmin.detailTitle', { id })} onClose={onClose} size="lg">
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {!f ? (
        !q.error && (
          <p className="sc-muted" role="status">
            {t('common.loading')}
          </p>
        )
      ) : (
        <div className="fb-admin__detail" data-testid="fb-detail">
          <dl className="sc-wd-facts">
            <dt>{t('feedbackAdmin.col.type')}</dt>
            <dd>{typeLabel(f.type)}</dd>
            <dt>{t('feedbackAdmin.col.sender')}</dt>
            <dd>
              {f.sender || t('feedbackAdmin.guest')}
              {f.accountId === null ? ` · ${t('feedbackAdmin.guest')}` : ''}
            </dd>
            <dt>{t('feedbackAdmin.ip')}</dt>
            <dd className="sc-mono">{f.ip}</dd>
            <dt>{t('feedbackAdmin.col.time')}</dt>
            <dd>{show.time(f.createdAt)}</dd>
            <dt>{t('feedbackAdmin.col.status')}</dt>
            <dd data-testid="fb-status">
              {t(`feedbackAdmin.status.${f.status}`)}
              {f.readBy ? ` · ${t('feedbackAdmin.readBy', { name: f.readBy })}` : ''}
            </dd>
          </dl>
          <p className="fb-admin__text" data-testid="fb-content">
            {f.content}
          </p>
          {f.replies.length > 0 && (
            <section aria-labelledby={`fb-replies-${id}`}>
              <h3 id={`fb-replies-${id}`} className="fb-admin__sub">
                {t('feedbackAdmin.replies')}
              </h3>
              <ul className="fb-admin__replies">
                {f.replies.map((r) => (
                  <li key={r.id} data-testid="fb-reply">
                    <strong>{r.title}</strong>{' '}
                    <span className="sc-muted sc-small">
                      {r.staff} · {show.time(r.createdAt)}
                    </span>
                    <p className="fb-admin__text">{r.body}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {f.canReply ? (
            <ReplyForm row={f} typeLabel={typeLabel} onSent={refreshAll} />
          ) : (
            <p className="sc-note" role="note">
              {t('feedbackAdmin.noInbox')}
            </p>
          )}
          {status.isError && (
            <p className="sc-error-text" role="alert">
              {errorText(status.error)}
            </p>
          )}
          {f.status !== 'closed' && (
            <div className="sc-actions">
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={status.isPending}
                onClick={() => status.mutate('closed')}
                data-testid="fb-close"
              >
                {t('feedbackAdmin.close')}
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}

/** The reply body's own rules (@wl/shared/form-checks): a title and a body that are not blank. */
const replyResolver = schemaResolver<FeedbackReplyRequest>(feedbackReplyRequest, {
  toBody: (d) => ({ title: d.title.trim(), body: d.body }),
  fallback: 'feedback.required',
  rules: (body) => ({ body: body.body.trim() ? undefined : 'feedback.required' }),
});

function ReplyForm({ row, typeLabel, onSent }: { row: FeedbackRow; typeLabel(n: number): string; onSent(row: FeedbackRow): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const form = useForm<FeedbackReplyRequest>({
    defaultValues: { title: t('feedbackAdmin.replyTitle', { type: typeLabel(row.type) }).slice(0, L.replyTitle), body: '' },
    resolver: replyResolver,
  });
  const send = useMutation({
    mutationFn: (req: FeedbackReplyRequest) => callStaff(ENDPOINTS.staffFeedbackReply, { params: { id: row.id }, body: req }),
    onSuccess: (r) => {
      form.resetField('body');
      onSent(r);
    },
  });
  const body = form.watch('body');
  const bodyError = errorOf(form, t, 'body');
  return (
    <form className="form fb-admin__form" noValidate onSubmit={form.handleSubmit((req) => send.mutate(req))} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="fb-admin__sub">
        {t('feedbackAdmin.reply')}
      </h3>
      <p className="sc-muted sc-small">{t('feedbackAdmin.replyNote')}</p>
      <FormText form={form} name="title" label={t('feedbackAdmin.replyTitleLabel')} required maxLength={L.replyTitle} testId="fb-reply-title" />
      <FieldFrame id={`${id}-body`} label={t('feedbackAdmin.replyBody')} invalid={!!bodyError} required>
        <textarea
          id={`${id}-body`}
          className="field__input fb-admin__area"
          rows={4}
          maxLength={L.replyBody}
          aria-required="true"
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={`${id}-body-msg`}
          data-testid="fb-reply-body"
          {...form.register('body')}
        />
        <p id={`${id}-body-msg`} className={bodyError ? 'field__error' : 'field__hint'} role={bodyError ? 'alert' : undefined}>
          {bodyError ?? t('feedback.counter', { count: body.length, max: L.replyBody })}
        </p>
      </FieldFrame>
      {send.isError && (
        <p className="sc-error-text" role="alert">
          {errorText(send.error)}
        </p>
      )}
      <div className="sc-actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={send.isPending} data-testid="fb-reply-send">
          {t('feedbackAdmin.send')}
        </button>
        {send.isSuccess && (
          <span className="sc-muted" role="status">
            {t('feedbackAdmin.sent')}
          </span>
        )}
      </div>
    </form>
  );
}
