import { LiveHosts } from '../../features/live-models/LiveHosts';
import HomePage from '../../features/home/HomePage';

/** The home page with the live hosts strip in its slot (the two features never import each other). */
export default function HomePageRoute() {
  return <HomePage liveHosts={<LiveHosts where="home" />} />;
}
