import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES, type Announcement, type AnnouncementType } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { FormError } from '../../components/Field';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatTimestamp } from '../../lib/format';
import { AnnouncementBody } from './AnnouncementBody';
import { announcementKeys, announcementListQuery } from './announcementsApi';
import { onAnnouncementPublished } from '../../realtime/siteSocket';
import './announcements.css';

type Filter = AnnouncementType | 'ALL';
const FILTERS: readonly Filter[] = ['ALL', ...ANNOUNCEMENT_TYPES];

/**
 * The announcement list (member centre "announcements", agent centre agentAnnouncement;
 * 9 a page): by type, pinned first then newest, each opening in place to read it. A
 * publish elsewhere refreshes it at once (`announcement:published`).
 */
export function AnnouncementList() {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const queries = useQueryClient();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const query = useQuery(announcementListQuery(filter, page, isLogin));
  useEffect(() => {
    const refresh = () => void queries.invalidateQueries({ queryKey: announcementKeys.all });
    return onAnnouncementPublished(refresh, refresh);
  }, [queries]);

  const choose = (f: Filter) => {
    setFilter(f);
    setPage(1);
  };
  const data = query.data;
  const failure = query.isError ? errorText(query.error) : null;
  return (
    <div className="announce-list" data-testid="announcement-list">
      <div className="announce-list__filters" role="group" aria-label={t('announce.filter')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className="announce-chip" aria-pressed={f === filter} onClick={() => choose(f)}>
            {t(`announce.type.${f}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : failure ? (
        <div>
          <FormError message={t(failure.key, { defaultValue: failure.fallback })} />
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : !data || data.total === 0 ? (
        <EmptyState icon="megaphone" title={t('announce.empty')} />
      ) : (
        <>
          <ul className="announce-list__items plain-list" aria-busy={query.isFetching} aria-label={t('announce.title')}>
            {data.list.map((a) => (
              <Item key={a.id} item={a} />
            ))}
          </ul>
          {data.totalPages > 1 && (
            <nav className="announce-list__pager" aria-label={t('announce.pages')}>
              <button type="button" className="btn btn--outline btn--sm" disabled={page <= 1 || query.isFetching} onClick={() => setPage((p) => p - 1)}>
                {t('announce.previous')}
              </button>
              <span aria-live="polite">{t('announce.page', { page, pages: data.totalPages })}</span>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                disabled={page >= data.totalPages || query.isFetching}
                onClick={() => setPage((p) => p + 1)}
                data-testid="announcement-list-next"
              >
                {t('announce.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function Item({ item }: { item: Announcement }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <li className="announce-item" data-testid="announcement-item" data-id={item.id}>
      {/* details/summary: opens with Enter or Space, and its state is read out without any ARIA. */}
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="announce-item__head">
          <span className={`announce-tag announce-tag--${item.type}`}>{t(`announce.type.${item.type}`)}</span>
          <span className="announce-item__title">{item.title}</span>
          <time className="announce-item__date" dateTime={item.publishedAt}>
            {formatTimestamp(new Date(item.publishedAt))}
          </time>
        </summary>
        {open && <AnnouncementBody item={item} />}
      </details>
    </li>
  );
}

/** Member centre tab `announcements`. */
export default function AnnouncementsTab() {
  return <AnnouncementList />;
}
