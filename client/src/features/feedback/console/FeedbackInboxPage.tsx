import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, FEEDBACK_TYPES, FEEDBACK_TYPE_NAMES, feedbackTypeOf } from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useListQuery } from '../../../console-kit/hooks';
import { callStaff } from '../../../console-kit/staffApi';
import { FilterTabs, ListEmpty, PagedTable } from '../../../console-kit/ui';
import { FeedbackDetail } from './FeedbackDetail';
import './feedbackAdmin.css';

/**
 * Console "Feedback" (docs/ENGAGE.md): what members and guests sent from the feedback popup,
 * newest first, by status and question type; open one to read it (it counts as read), reply
 * into the member's messages, or close it. Feedback is plain text and shown as text only.
 */
const STATUSES = ['all', 'new', 'read', 'replied', 'closed'] as const;
type Status = (typeof STATUSES)[number];
const COLS = ['time', 'type', 'sender', 'content', 'status', 'actions'] as const;
export const inboxKey = ['staff', 'feedback'] as const;

export default function FeedbackInboxPage() {
  const { t } = useTranslation();
  const show = useShow();
  const typeId = useId();
  const list = useListQuery<Status>('status', STATUSES);
  const [type, setType] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery({
    queryKey: [...inboxKey, list.filter, type, list.page],
    queryFn: ({ signal }) =>
      callStaff(ENDPOINTS.staffFeedback, {
        query: { status: list.filter === 'all' ? undefined : list.filter, type: feedbackTypeOf(type), page: list.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const typeLabel = (n: number) => t(`feedback.types.${FEEDBACK_TYPE_NAMES[n as keyof typeof FEEDBACK_TYPE_NAMES]}`);

  return (
    <section className="sc-page">
      <h1>{t('feedbackAdmin.heading')}</h1>
      <p className="sc-muted">{t('feedbackAdmin.intro')}</p>
      <div className="sc-toolbar">
        <FilterTabs
          label={t('feedbackAdmin.statusFilter')}
          options={STATUSES}
          labels={(s) => t(`feedbackAdmin.status.${s}`)}
          value={list.filter}
          onChange={list.setFilter}
        />
        <div className="fb-admin__type">
          <label htmlFor={typeId} className="sc-muted">
            {t('feedback.field.type')}
          </label>
          <select
            id={typeId}
            className="field__input"
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              list.setPage(1);
            }}
            data-testid="fb-type-filter"
          >
            <option value="">{t('feedbackAdmin.allTypes')}</option>
            {FEEDBACK_TYPES.map((n) => (
              <option key={n} value={n}>
                {typeLabel(n)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('support.refresh')}
        </button>
      </div>
      <PagedTable
        label={t('feedbackAdmin.heading')}
        cols={COLS.map((c) => ({ label: t(`feedbackAdmin.col.${c}`), hidden: c === 'actions' }))}
        query={query}
        empty={<ListEmpty list={list} all="all" narrowed={type !== '' ? { clear: () => setType('') } : undefined} none={t('feedbackAdmin.none')} />}
        onPage={list.setPage}
        row={(f) => (
          <tr key={f.id} data-testid="fb-row" className={f.status === 'new' ? 'fb-admin__new' : undefined}>
            <td className="sc-num sc-nowrap">{show.time(f.createdAt)}</td>
            <td className="sc-nowrap">{typeLabel(f.type)}</td>
            <td>
              {f.sender || <span className="sc-muted">{t('feedbackAdmin.guest')}</span>}
              {f.accountId === null && f.sender && <div className="sc-muted sc-small">{t('feedbackAdmin.guest')}</div>}
            </td>
            {/* Plain text on purpose: feedback is never rendered as HTML. */}
            <td className="fb-admin__preview">{f.content}</td>
            <td>
              <span className={`sc-status fb-admin__status-${f.status}`}>{t(`feedbackAdmin.status.${f.status}`)}</span>
            </td>
            <td>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(f.id)} data-testid="fb-open">
                {t('feedbackAdmin.open')}
              </button>
            </td>
          </tr>
        )}
      />
      {open !== null && <FeedbackDetail id={open} typeLabel={typeLabel} onClose={() => setOpen(null)} />}
    </section>
  );
}
