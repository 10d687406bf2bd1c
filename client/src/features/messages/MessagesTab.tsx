import { useSession } from '../../session/session';
import { MessageList } from './MessageList';

/** Member centre tab `messageV2`: the member's platform messages. */
export default function MessagesTab() {
  const { member } = useSession();
  return <MessageList ownerId={member?.id} />;
}
