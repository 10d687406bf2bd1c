import { useId, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  API,
  MESSAGE_AUDIENCES,
  MESSAGE_LIMITS,
  type MessageAudience,
  type SendMessageRequest,
  type SendMessageValue,
  type SentMessage,
} from '@wl/shared/core';
import { ApiError } from '../../../api/http';
import { ui } from '../../../stores/ui';
import { Field, FormError } from '../../../components/Field';
import { useShow } from '../../../console-kit/accounts';
import { staffCall } from '../../../console-kit/staffApi';
import type { PageOf } from '../../../console-kit/types';
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
    queryFn: ({ signal }) => staffCall<PageOf<SentMessage>>(API.staffMessages, { query: { page }, signal }),
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

function Compose() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const id = useId();
  const [audience, setAudience] = useState<MessageAudience>('one');
  const [username, setUsername] = useState('');
  const [names, setNames] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  const send = useMutation({
    mutationFn: (req: SendMessageRequest) => staffCall<SendMessageValue>(API.staffMessages, { method: 'POST', body: req }),
    onSuccess: (v) => {
      setDone(t('messages.admin.sentTo', { count: v.recipients }));
      setTitle('');
      setBody('');
      setUsername('');
      setNames('');
      void queries.invalidateQueries({ queryKey: sentKey });
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    send.reset();
    setDone('');
    const list = audience === 'one' ? parseUsernames(username).slice(0, 2) : audience === 'list' ? parseUsernames(names) : [];
    const found: Record<string, string> = {};
    if (audience === 'one' && list.length !== 1) found.username = t('messages.admin.needOne');
    if (audience === 'list' && list.length === 0) found.names = t('messages.admin.needList');
    if (audience === 'list' && list.length > MESSAGE_LIMITS.recipients) found.names = t('messages.admin.tooMany', { max: MESSAGE_LIMITS.recipients });
    if (!title.trim()) found.title = t('messages.admin.required');
    if (!body.trim()) found.body = t('messages.admin.required');
    setProblems(found);
    if (Object.keys(found).length) return;
    if (audience === 'everyone') {
      const sure = await ui.dialog({
        titleKey: 'messages.admin.everyoneTitle',
        messageKey: 'messages.admin.everyoneBody',
        params: { title: title.trim() },
        confirmKey: 'messages.admin.send',
        cancelKey: 'in_more_cancel',
        tone: 'warning',
      });
      if (!sure) return;
    }
    send.mutate({ audience, title: title.trim(), body, ...(audience === 'everyone' ? { confirm: true } : { usernames: list }) });
  };

  const unknown =
    send.error instanceof ApiError && send.error.code === 'RECIPIENTS_UNKNOWN' ? ((send.error.value as { usernames?: string[] } | null)?.usernames ?? []) : [];
  const area = (key: 'names' | 'body', value: string, set: (v: string) => void, rows: number, max: number, hint?: string) => (
    <div className={`field${problems[key] ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`${id}-${key}`}>
        {t(`messages.admin.field.${key}`)}
        <span className="field__req" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <textarea
        id={`${id}-${key}`}
        className="field__input"
        rows={rows}
        maxLength={max}
        value={value}
        aria-required="true"
        onChange={(e) => {
          set(e.target.value);
          setProblems((p) => ({ ...p, [key]: '' }));
        }}
        aria-invalid={problems[key] ? true : undefined}
        aria-describedby={`${id}-${key}-msg`}
        data-testid={`msg-${key}`}
      />
      <p id={`${id}-${key}-msg`} className={problems[key] ? 'field__error' : 'field__hint'} role={problems[key] ? 'alert' : undefined}>
        {problems[key] || hint}
      </p>
    </div>
  );

  return (
    <section className="sc-card" aria-labelledby="msg-compose-h">
      <h2 id="msg-compose-h">{t('messages.admin.compose')}</h2>
      <form className="form msg-admin__form" noValidate onSubmit={(e) => void submit(e)}>
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
                  setAudience(a);
                  setProblems({});
                }}
                data-testid={`msg-audience-${a}`}
              />
              {t(`messages.admin.audience.${a}`)}
            </label>
          ))}
        </fieldset>
        {audience === 'one' && (
          <Field
            label={t('messages.admin.field.username')}
            value={username}
            onValue={(v) => {
              setUsername(v);
              setProblems((p) => ({ ...p, username: '' }));
            }}
            error={problems.username}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={MESSAGE_LIMITS.username}
            data-testid="msg-username"
          />
        )}
        {audience === 'list' && area('names', names, setNames, 4, 70_000, t('messages.admin.namesHint', { max: MESSAGE_LIMITS.recipients }))}
        {audience === 'everyone' && (
          <p className="sc-note" role="note">
            {t('messages.admin.everyoneNote')}
          </p>
        )}
        <Field
          label={t('messages.admin.field.title')}
          value={title}
          onValue={(v) => {
            setTitle(v);
            setProblems((p) => ({ ...p, title: '' }));
          }}
          error={problems.title}
          required
          maxLength={MESSAGE_LIMITS.title}
          hint={t('messages.admin.left', { count: MESSAGE_LIMITS.title - title.length })}
          data-testid="msg-title"
        />
        {area('body', body, setBody, 6, MESSAGE_LIMITS.body, t('messages.admin.left', { count: MESSAGE_LIMITS.body - body.length }))}
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
