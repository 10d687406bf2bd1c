import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/PageTitle';
import { formatTimestamp } from '../lib/format';
import { AnnouncementList } from '../features/announcements/AnnouncementList';
import { homeQueries } from '../features/home/homeApi';
import { AgentPageTitle } from '../agent-kit/AgentPageTitle';
import { LoadFailed } from '../agent-kit/LoadFailed';

/**
 * Agent announcements (agentAnnouncement): the site's announcements, the same list as the
 * member centre's (docs/ANNOUNCEMENTS.md; 9 a page, live on publish), then the marquee's notices
 * in full (docs/HOME.md), which agents otherwise only see scroll by on the home page.
 */
export default function AnnouncementPage() {
  const { t, i18n } = useTranslation();
  const notices = useQuery(homeQueries.notices(i18n.language));
  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.agentAnnouncement')} icon="megaphone" />
      <AnnouncementList />
      <section className="agent-notices-section" aria-labelledby="agent-notices-h">
        <h2 id="agent-notices-h" className="announce-section-title">
          {t('announce.notices')}
        </h2>
        {notices.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : notices.isError ? (
          <LoadFailed error={notices.error} retry={() => void notices.refetch()} />
        ) : notices.data.length === 0 ? (
          <p className="muted">{t('agentCentre.noAnnouncements')}</p>
        ) : (
          <ul className="agent-notices" data-testid="agent-announcements">
            {notices.data.map((n) => (
              <li key={n.id} className="panel">
                <h3 className="panel__title">{n.title}</h3>
                <p className="agent-notices__date muted">
                  <time dateTime={n.createdAt}>{formatTimestamp(new Date(n.createdAt))}</time>
                </p>
                {/* Plain text, never HTML. */}
                <p className="agent-notices__body">{n.content}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
