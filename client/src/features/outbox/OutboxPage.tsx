import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShow } from '../../console-kit/accounts';
import { useListQuery } from '../../console-kit/hooks';
import { staffQueries } from '../../console-kit/staffApi';
import { FilterTabs, ListEmpty, PagedTable, SearchBox } from '../../console-kit/ui';

const CHANNELS = ['all', 'sms', 'email'] as const;
type Channel = (typeof CHANNELS)[number];
const COLS = ['time', 'channel', 'recipient', 'subject', 'message'] as const;

/** Where staff read the SMS codes and emails the default provider "sent" (nothing leaves the site). */
export default function OutboxPage() {
  const { t } = useTranslation();
  const show = useShow();
  const list = useListQuery<Channel>('channel', CHANNELS);
  const query = useQuery({ ...staffQueries.outbox({ filter: list.filter, q: list.q, page: list.page }), placeholderData: keepPreviousData });

  return (
    <section className="sc-page">
      <h1>{t('support.outbox.heading')}</h1>
      <p className="sc-muted">{t('support.outbox.intro')}</p>
      <div className="sc-toolbar">
        <FilterTabs
          label={t('support.outbox.filter')}
          options={CHANNELS}
          labels={(c) => t(`support.outbox.channels.${c}`)}
          value={list.filter}
          onChange={list.setFilter}
        />
        <SearchBox value={list.text} onChange={list.setText} hint={t('support.outbox.searchHint')} />
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('support.refresh')}
        </button>
      </div>
      <PagedTable
        label={t('support.outbox.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`support.outbox.cols.${c}`) }))}
        query={query}
        empty={<ListEmpty list={list} all="all" none={t('support.list.empty')} />}
        onPage={list.setPage}
        row={(m) => (
          <tr key={m.id}>
            <td className="sc-num sc-nowrap">{show.time(m.createdAt)}</td>
            <td>
              <span className={`sc-kind sc-channel-${m.channel}`}>{t(`support.outbox.channels.${m.channel}`)}</span>
            </td>
            <td className="sc-num">{m.recipient}</td>
            <td>{show.text(m.subject)}</td>
            {/* Plain text on purpose: message bodies are never rendered as HTML here. */}
            <td className="sc-body">{m.body}</td>
          </tr>
        )}
      />
    </section>
  );
}
