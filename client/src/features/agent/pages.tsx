import type { ComponentType } from 'react';
import type { IconName } from '../../components/Icon';
import type { AgentPage } from '../../routes/paths';
import AccountPage from './AccountPage';
import AnnouncementPage from './AnnouncementPage';
import CustomerServicePage from './CustomerServicePage';
import MessagesPage from './MessagesPage';
import TeamOverviewPage from './TeamOverviewPage';

/** What decides whether a page is offered (site config, flags). */
export interface PageContext { hasCustomerService: boolean }

export interface AgentPageDef {
  key: AgentPage;
  icon: IconName;
  Page: ComponentType;
  /** Offered only when this holds; a page without its data source is never listed (no placeholders). */
  when?: (c: PageContext) => boolean;
}

/**
 * The agent-centre pages built so far, in the spec's order. Not listed yet: the team pages
 * (registerCenter, downlineManagmentView, personalHistoryCopy,
 * palStatementsAgentCopy, agentDownlineTransactionDetailsCopy), agentRevenueReport and the
 * conditional contract pages (dividendRecord, dailyWages, hourlySalary, agentRealtimeSalary):
 * each joins this list with its page and its data source.
 */
export const AGENT_PAGE_DEFS: AgentPageDef[] = [
  { key: 'agentAnnouncement', icon: 'megaphone', Page: AnnouncementPage },
  { key: 'agentTeamOverview', icon: 'chart', Page: TeamOverviewPage },
  { key: 'accountDetails', icon: 'user', Page: AccountPage },
  { key: 'platformMessages', icon: 'mail', Page: MessagesPage },
  { key: 'customerService', icon: 'headset', Page: CustomerServicePage, when: (c) => c.hasCustomerService },
];

/** The page /agentHome itself shows: the spec's team overview (account details if it were not offered). */
export const HOME_PAGE_ORDER: AgentPage[] = ['agentTeamOverview', 'accountDetails'];

export function visiblePages(c: PageContext): AgentPageDef[] {
  return AGENT_PAGE_DEFS.filter((p) => !p.when || p.when(c));
}

export function homePage(pages: AgentPageDef[]): AgentPageDef {
  return HOME_PAGE_ORDER.map((k) => pages.find((p) => p.key === k)).find((p) => p !== undefined) ?? pages[0]!;
}
