import { lazy } from '../../lib/chunks';
import SeamlessPage from '../../features/games/SeamlessPage';

/** In-house games come with their own chunk, loaded only on this page when one is asked for. */
const InHouseGame = lazy(() => import('../../features/house-games/InHouseGame'));

/** The in-route game page, with the in-house game player it opens for `?game=BGS_*`. */
export default function SeamlessRoute() {
  return <SeamlessPage InHouseGame={InHouseGame} />;
}
