import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatTimestamp } from '../../lib/format';
import { homeQueries } from '../home/homeApi';
import { AgentPageTitle } from './AgentPageTitle';
import { LoadFailed } from './LoadFailed';

/**
 * Agent announcements. There is no agent-only announcement source yet, so this shows the site's
 * notices (the home page's, staff edit them in the console; docs/HOME.md), in full.
 */
export default function AnnouncementPage() {
  const { t, i18n } = useTranslation();
  const notices = useQuery(homeQueries.notices(i18n.language));
  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.agentAnnouncement')} icon="megaphone" />
      {notices.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : notices.isError ? (
        <LoadFailed error={notices.error} retry={() => void notices.refetch()} />
      ) : notices.data.length === 0 ? (
        <EmptyState icon="megaphone" title={t('agentCentre.noAnnouncements')} />
      ) : (
        <ul className="agent-notices" data-testid="agent-announcements">
          {notices.data.map((n) => (
            <li key={n.id} className="panel">
              <h2 className="panel__title">{n.title}</h2>
              <p className="agent-notices__date muted"><time dateTime={n.createdAt}>{formatTimestamp(new Date(n.createdAt))}</time></p>
              <p className="agent-notices__body">{n.content}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
