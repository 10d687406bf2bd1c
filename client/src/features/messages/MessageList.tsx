import { useEffect, useId, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberMessage, MemberMessagePage } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { onEvent } from '../../api/query';
import { setUnread } from '../../session/session';
import { ui } from '../../stores/ui';
import { FormError } from '../../components/Field';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { Pager } from '../../components/Pager';
import { formatTimestamp } from '../../lib/format';
import { messagesApi, messagesKey, messagesQuery } from './messagesApi';
import './messages.css';

/**
 * A signed-in account's platform messages (docs/MESSAGES.md): newest first with an unread dot,
 * each row expands in place to read it (which marks it read), mark all read, delete with a
 * confirmation, pages. Made for the member centre's `messageV2` tab and, later, the agent centre's
 * platform messages: it needs only the owner's id, which scopes its cache keys.
 */
export function MessageList({ ownerId }: { ownerId: number | undefined }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useQuery({ ...messagesQuery(ownerId, page), placeholderData: keepPreviousData });
  // A message arriving, or read on another tab, changes the count: the page on screen refetches.
  useEffect(() => onEvent('unread:changed', messagesKey(ownerId)), [ownerId]);

  const settle = (unreadMessages: number) => {
    setUnread(unreadMessages);
    void queries.invalidateQueries({ queryKey: messagesKey(ownerId) });
  };
  const markRead = (id: number) =>
    queries.setQueriesData<MemberMessagePage>(
      { queryKey: messagesKey(ownerId) },
      (p) => p && { ...p, list: p.list.map((m) => (m.id === id ? { ...m, read: true } : m)) },
    );
  const open = useMutation({
    mutationFn: messagesApi.open,
    onSuccess: (v) => {
      markRead(v.message.id);
      setUnread(v.unreadMessages);
    },
  });
  const remove = useMutation({ mutationFn: messagesApi.remove, onSuccess: (v) => settle(v.unreadMessages) });
  const readAll = useMutation({ mutationFn: messagesApi.readAll, onSuccess: (v) => settle(v.unreadMessages) });

  const toggle = (m: MemberMessage) => {
    const next = openId === m.id ? null : m.id;
    setOpenId(next);
    if (next !== null && !m.read) open.mutate(m.id);
  };
  const askRemove = async (m: MemberMessage) => {
    const sure = await ui.dialog({
      titleKey: 'messages.deleteTitle',
      messageKey: 'messages.deleteBody',
      params: { title: m.title },
      confirmKey: 'messages.delete',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (sure) remove.mutate(m.id, { onSuccess: () => setOpenId(null) });
  };

  // Deleting the last message of the last page leaves it empty: step back to one that has some.
  useEffect(() => {
    if (query.data && query.data.list.length === 0 && page > 1) setPage((p) => Math.max(1, Math.min(p - 1, query.data.totalPages)));
  }, [query.data, page]);

  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    const e = errorText(query.error);
    return (
      <div className="messages">
        <FormError message={t(e.key, { defaultValue: e.fallback })} />
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const data = query.data;
  const failure = [open, remove, readAll].find((m) => m.isError)?.error;
  const failureText = failure ? errorText(failure) : null;
  if (data.total === 0) return <EmptyState icon="mail" title={t('member.empty.messages')} text={t('messages.emptyText')} />;
  return (
    <div className="messages" data-testid="messages">
      <div className="messages__bar">
        <span className="muted" role="status">
          {t('messages.unreadCount', { count: data.unreadMessages })}
        </span>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={data.unreadMessages === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
          data-testid="messages-read-all"
        >
          {t('messages.readAll')}
        </button>
      </div>
      {failureText && <FormError message={t(failureText.key, { defaultValue: failureText.fallback })} />}
      <ul className="messages__list plain-list" aria-busy={query.isFetching} aria-label={t('member.tabs.messageV2')}>
        {data.list.map((m) => (
          <MessageRow key={m.id} message={m} open={openId === m.id} onToggle={() => toggle(m)} onDelete={() => void askRemove(m)} deleting={remove.isPending} />
        ))}
      </ul>
      {data.totalPages > 1 && (
        <Pager className="messages__pager" label={t('messages.pages')} page={page} pages={data.totalPages} busy={query.isFetching} onPage={setPage} />
      )}
    </div>
  );
}

function MessageRow({
  message: m,
  open,
  onToggle,
  onDelete,
  deleting,
}: {
  message: MemberMessage;
  open: boolean;
  onToggle(): void;
  onDelete(): void;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <li className={`messages__item${m.read ? '' : ' messages__item--unread'}`} data-testid="message-row">
      {/* A real button: Enter and Space open it, and its state is read out (aria-expanded). */}
      <button type="button" className="messages__head" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
        <span className={m.read ? 'messages__dot messages__dot--read' : 'messages__dot'} aria-hidden="true" />
        {!m.read && <span className="sr-only">{t('messages.unread')}</span>}
        <span className="messages__title">{m.title}</span>
        <span className="messages__meta">
          {t(`messages.from.${m.from}`)} · <time dateTime={m.createdAt}>{formatTimestamp(new Date(m.createdAt))}</time>
        </span>
      </button>
      <div id={bodyId} className="messages__body" hidden={!open}>
        {/* Plain text, never HTML: line breaks kept by CSS. */}
        {open && <p className="messages__text">{m.body}</p>}
        {open && (
          <button
            type="button"
            className="btn btn--ghost btn--sm messages__delete"
            disabled={deleting}
            onClick={onDelete}
            aria-label={t('messages.deleteNamed', { title: m.title })}
          >
            {t('messages.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
