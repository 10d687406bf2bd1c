import { LiveHosts } from '../../features/live-models/LiveHosts';
import GameListPage from '../../features/games/GameListPage';
import type { ListKind } from '../../features/games/listKinds';

/** A game list; the live centre's shows the live hosts strip above its vendors. */
export default function GameListRoute({ kind }: { kind: ListKind }) {
  return <GameListPage kind={kind} liveHosts={<LiveHosts where="live" />} />;
}
