import { useLocation } from 'react-router';
import { useSession } from '../../session/session';
import { PATHS } from '../../lib/paths';
import { CashierToasts } from './CashierToasts';
import { ConnectionIndicator } from './ConnectionIndicator';
import { ListenerModal } from './ListenerModal';
import './listener.css';

/** What the member's socket asks the member to notice: the listener modal and the link status. Logged in, site pages only. */
export function LiveAttention() {
  const { isLogin } = useSession();
  const { pathname } = useLocation();
  if (!isLogin || pathname.startsWith(PATHS.support)) return null;
  return (
    <>
      <ConnectionIndicator />
      <ListenerModal />
      <CashierToasts />
    </>
  );
}
