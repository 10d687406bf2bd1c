import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session';
import { MessageList } from '../features/messages/MessageList';
import { AgentPageTitle } from '../agent-kit/AgentPageTitle';

/** Platform messages: the member inbox component (docs/MESSAGES.md), inside the agent view. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.platformMessages')} icon="mail" />
      <section className="panel" data-testid="agent-messages">
        <MessageList ownerId={member?.id} />
      </section>
    </>
  );
}
