import i18n from '../../i18n';
import { queryClient } from '../../api/query';
import { LiveHosts } from '../../features/live-models/LiveHosts';
import HomePage from '../../features/home/HomePage';
import { homeQueries } from '../../features/home/homeApi';
import type { ReactNode } from 'react';

// The first banner is the page's largest paint: its list is asked for as this chunk arrives,
// while the app finishes starting, instead of after the page's first render (the same query,
// so the page then finds it answered or on its way).
void queryClient.prefetchQuery(homeQueries.banners('w_home', i18n.language));

/** The home page with the live hosts strip and the member's welcome card in their slots (features never import each other). */
export default function HomePageRoute({ memberWelcome }: { memberWelcome?: ReactNode }) {
  return <HomePage liveHosts={<LiveHosts where="home" />} memberWelcome={memberWelcome} />;
}
