import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MESSAGE_AUDIENCES, MESSAGE_LIMITS, type MessageAudience, type SendMessageRequest, type SentMessage, ENDPOINTS } from '@wl/shared/core';
import { ApiError } from '../../../api/http';
import { ui } from '../../../stores/ui';
import { FieldFrame, FormError } from '../../../components/Field';
import { FormText } from '../../../console-kit/form';
import { errorOf, SCHEMA_INVALID, schemaResolver } from '../../../lib/form-resolver';
import { sendMessageRequest } from '@wl/shared/form-checks';
import { useShow } from '../../../console-kit/accounts';
import { callStaff } from '../../../console-kit/staffApi';
import { PagedTable, useErrorText } from '../../../console-kit/ui';
import './messagesAdmin.css';

/**
 * Console "Messages" (docs/MESSAGES.md): staff of either role send a plain-text message to one
 * member, a list of usernames or everyone of the site (confirmed first), and see what was sent
 * with how many it reached and how many read it.
 */
const sentKey = ['staff', 'messages'] as const;
const COLS = ['time', 'title', 'audience', 'sender', 'recipients', 'read'] as const;

/** Usernames typed or pasted one per line, or separated by commas, semicolons or spaces. */
export const parseUsernames = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export default function MessagesPage() {
  const { t } = useTranslation();
  const show = useShow();
  const [page, setPage] = useState(1);
  const sent = useQuery({
    queryKey: [...sentKey, page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffMessages, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
  const audienceText = (m: SentMessage) => (m.audience === 'one' && m.recipient ? m.recipient : t(`messages.admin.audience.${m.audience}`));
  return (
    <section className="sc-page">
      <h1>{t('messages.admin.heading')}</h1>
      <p className="sc-muted">{t('messages.admin.intro')}</p>
      <Compose />
      <section className="sc-card" aria-labelledby="msg-sent-h">
        <h2 id="msg-sent-h">{t('messages.admin.sent')}</h2>
        <PagedTable
          label={t('messages.admin.sent')}
          cols={COLS.map((c) => ({ label: t(`messages.admin.col.${c}`) }))}
          query={sent}
          empty={t('messages.admin.none')}
          onPage={setPage}
          row={(m) => (
            <tr key={m.id} data-testid="msg-sent-row">
              <td className="sc-num sc-nowrap">{show.time(m.createdAt)}</td>
              {/* Plain text on purpose: a message is never rendered as HTML. */}
              <td>
                <strong>{m.title}</strong>
                <div className="sc-muted sc-small msg-admin__preview">{m.body}</div>
              </td>
              <td>{audienceText(m)}</td>
              <td>{m.sender ?? t('messages.from.system')}</td>
              <td className="sc-num">{m.recipients}</td>
              <td className="sc-num">{m.read}</td>
            </tr>
          )}
        />
      </section>
    </section>
  );
}

type Draft = { audience: MessageAudience; username: string; names: string; title: string; body: string };
const BLANK = { username: '', names: '', title: '', body: '' };

/** Who the draft names: one username (a second one typed is kept so it is refused), a list, or nobody for everyone. */
const namesOf = (d: Draft) => (d.audience === 'one' ? parseUsernames(d.username).slice(0, 2) : d.audience === 'list' ? parseUsernames(d.names) : []);

/**
 * The body's own rules (@wl/shared/form-checks), the usernames shown beside the field they were
 * typed in; then one name for one member, at least one for a list.
 */
const resolver = schemaResolver<Draft, SendMessageRequest>(sendMessageRequest, {
  toBody: (d) => ({
    audience: d.audience,
    title: d.title.trim(),
    body: d.body,
    ...(d.audience === 'everyone' ? { confirm: true } : { usernames: namesOf(d) }),
  }),
  fields: { usernames: (d) => (d.audience === 'one' ? 'username' : 'names') },
  messages: {
    usernames: (d) =>
      d.audience === 'one' ? 'messages.admin.needOne' : namesOf(d).length > MESSAGE_LIMITS.recipients ? 'messages.admin.tooMany' : SCHEMA_INVALID,
    title: 'messages.admin.required',
    body: 'messages.admin.required',
  },
  rules: (body, d) => ({
    username: d.audience === 'one' && body.usernames?.length !== 1 ? 'messages.admin.needOne' : undefined,
    names: d.audience === 'list' && body.usernames?.length === 0 ? 'messages.admin.needList' : undefined,
    body: body.body.trim() ? undefined : 'messages.admin.required',
  }),
});

function Compose() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const id = useId();
  // Opened from a member's page (?to=username): the message is addressed to that member.
  const [params] = useSearchParams();
  const form = useForm<Draft, unknown, SendMessageRequest>({ defaultValues: { audience: 'one', ...BLANK, username: params.get('to') ?? '' }, resolver });
  const [audience, title, body] = form.watch(['audience', 'title', 'body']);
  const send = useMutation({
    mutationFn: (req: SendMessageRequest) => callStaff(ENDPOINTS.staffMessagesPost, { body: req }),
    onSuccess: () => {
      form.reset({ audience: form.getValues('audience'), ...BLANK });
      void queries.invalidateQueries({ queryKey: sentKey });
    },
  });
  const done = send.isSuccess ? t('messages.admin.sentTo', { count: send.data.recipients }) : '';

  const confirmAndSend = async (req: SendMessageRequest) => {
    if (req.audience === 'everyone') {
      const sure = await ui.dialog({
        titleKey: 'messages.admin.everyoneTitle',
        messageKey: 'messages.admin.everyoneBody',
        params: { title: req.title },
        confirmKey: 'messages.admin.send',
        cancelKey: 'in_more_cancel',
        tone: 'warning',
      });
      if (!sure) return;
    }
    send.mutate(req);
  };
  const submit = (e: FormEvent) => {
    send.reset();
    void form.handleSubmit(confirmAndSend)(e);
  };

  const unknown =
    send.error instanceof ApiError && send.error.code === 'RECIPIENTS_UNKNOWN' ? ((send.error.value as { usernames?: string[] } | null)?.usernames ?? []) : [];
  const area = (key: 'names' | 'body', rows: number, max: number, hint?: string) => {
    const problem = errorOf(form, t, key, { max: MESSAGE_LIMITS.recipients });
    return (
      <FieldFrame id={`${id}-${key}`} label={t(`messages.admin.field.${key}`)} invalid={!!problem} required>
        <textarea
          id={`${id}-${key}`}
          className="field__input"
          rows={rows}
          maxLength={max}
          aria-required="true"
          {...form.register(key)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-${key}-msg`}
          data-testid={`msg-${key}`}
        />
        <p id={`${id}-${key}-msg`} className={problem ? 'field__error' : 'field__hint'} role={problem ? 'alert' : undefined}>
          {problem || hint}
        </p>
      </FieldFrame>
    );
  };

  return (
    <section className="sc-card" aria-labelledby="msg-compose-h">
      <h2 id="msg-compose-h">{t('messages.admin.compose')}</h2>
      <form className="form msg-admin__form" noValidate onSubmit={submit}>
        <fieldset className="msg-admin__audience">
          <legend className="field__label">{t('messages.admin.to')}</legend>
          {MESSAGE_AUDIENCES.map((a) => (
            <label key={a} className="msg-admin__choice">
              <input
                type="radio"
                name={`${id}-audience`}
                value={a}
                checked={audience === a}
                onChange={() => {
                  form.setValue('audience', a);
                  form.clearErrors();
                }}
                data-testid={`msg-audience-${a}`}
              />
              {t(`messages.admin.audience.${a}`)}
            </label>
          ))}
        </fieldset>
        {audience === 'one' && (
          <FormText
            form={form}
            name="username"
            label={t('messages.admin.field.username')}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={MESSAGE_LIMITS.username}
            testId="msg-username"
          />
        )}
        {audience === 'list' && area('names', 4, 70_000, t('messages.admin.namesHint', { max: MESSAGE_LIMITS.recipients }))}
        {audience === 'everyone' && (
          <p className="sc-note" role="note">
            {t('messages.admin.everyoneNote')}
          </p>
        )}
        <FormText
          form={form}
          name="title"
          label={t('messages.admin.field.title')}
          required
          maxLength={MESSAGE_LIMITS.title}
          hint={t('messages.admin.left', { count: MESSAGE_LIMITS.title - title.length })}
          testId="msg-title"
        />
        {area('body', 6, MESSAGE_LIMITS.body, t('messages.admin.left', { count: MESSAGE_LIMITS.body - body.length }))}
        {unknown.length > 0 ? (
          <FormError message={t('messages.admin.unknown', { names: unknown.slice(0, 50).join(', '), count: unknown.length })} />
        ) : (
          <FormError message={send.isError ? errorText(send.error) : ''} />
        )}
        <div className="sc-actions">
          <button type="submit" className="btn btn--primary" disabled={send.isPending} data-testid="msg-send">
            {send.isPending ? t('messages.admin.sending') : t('messages.admin.send')}
          </button>
          <span className="sc-muted" role="status">
            {done}
          </span>
        </div>
      </form>
    </section>
  );
}
