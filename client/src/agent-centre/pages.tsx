import type { ComponentType } from 'react';
import type { ContractType, SalaryFlags } from '@wl/shared/core';
import type { IconName } from '../components/Icon';
import type { AgentPage } from '../lib/paths';
import AccountPage from '../features/agent/AccountPage';
import AnnouncementPage from './AnnouncementPage';
import CustomerServicePage from '../features/agent/CustomerServicePage';
import MessagesPage from './MessagesPage';
import TeamOverviewPage from '../features/agent/TeamOverviewPage';
import { TeamActivity } from '../features/agent-salary/TeamActivity';
import { useSalaryFlags } from '../features/agent-salary/flags';
import ContractsPage from '../features/agent-contracts/ContractsPage';
import { RevenuePage } from '../features/agent-salary/RevenuePage';
import { DailyWagesPage, DividendRecordPage, HourlySalaryPage, RealtimeSalaryPage } from '../features/agent-salary/SalaryPages';
import DownlinesPage from '../features/agent-team/DownlinesPage';
import RegisterCenterPage from '../features/agent-team/RegisterCenterPage';
import TeamBetsPage from '../features/agent-team/TeamBetsPage';
import TeamProfitPage from '../features/agent-team/TeamProfitPage';
import TeamTransactionsPage from '../features/agent-team/TeamTransactionsPage';

/** What decides whether a page is offered (site config, flags). */
export interface PageContext {
  hasCustomerService: boolean;
  /** The conditional salary pages (features/agent-salary/flags.ts: has or had a contract of that type as earner). */
  salary: SalaryFlags;
}

export interface AgentPageDef {
  key: AgentPage;
  icon: IconName;
  Page: ComponentType;
  /** Offered only when this holds; a page without its data source is never listed (no placeholders). */
  when?: (c: PageContext) => boolean;
}

/**
 * The agent-centre pages built so far, in the agent menu's order; the conditional salary pages last,
 * each offered only when its flag says the agent has (or had) a contract of that type.
 */
export const AGENT_PAGE_DEFS: AgentPageDef[] = [
  { key: 'agentAnnouncement', icon: 'megaphone', Page: AnnouncementPage },
  { key: 'agentTeamOverview', icon: 'chart', Page: TeamOverview },
  { key: 'registerCenter', icon: 'user', Page: RegisterCenterPage },
  { key: 'downlineManagmentView', icon: 'users', Page: DownlinesPage },
  { key: 'personalHistoryCopy', icon: 'dice', Page: TeamBetsPage },
  { key: 'palStatementsAgentCopy', icon: 'coins', Page: TeamProfitPage },
  { key: 'agentRevenueReport', icon: 'wallet', Page: RevenuePage },
  { key: 'agentDownlineTransactionDetailsCopy', icon: 'receipt', Page: TeamTransactionsPage },
  { key: 'agentContracts', icon: 'link', Page: Contracts },
  { key: 'accountDetails', icon: 'user', Page: AccountPage },
  { key: 'platformMessages', icon: 'mail', Page: MessagesPage },
  { key: 'customerService', icon: 'headset', Page: CustomerServicePage, when: (c) => c.hasCustomerService },
  { key: 'dividendRecord', icon: 'chart', Page: DividendRecordPage, when: (c) => c.salary.enableCt },
  { key: 'dailyWages', icon: 'coins', Page: DailyWagesPage, when: (c) => c.salary.salary },
  { key: 'hourlySalary', icon: 'clock', Page: HourlySalaryPage, when: (c) => c.salary.hourSalary },
  { key: 'agentRealtimeSalary', icon: 'bolt', Page: RealtimeSalaryPage, when: (c) => c.salary.agentRealtimeSalary },
];

/** The page /agentHome itself shows: the team overview (account details if it were not offered). */
export const HOME_PAGE_ORDER: AgentPage[] = ['agentTeamOverview', 'accountDetails'];

export function visiblePages(c: PageContext): AgentPageDef[] {
  return AGENT_PAGE_DEFS.filter((p) => !p.when || p.when(c));
}

export function homePage(pages: AgentPageDef[]): AgentPageDef {
  return HOME_PAGE_ORDER.map((k) => pages.find((p) => p.key === k)).find((p) => p !== undefined) ?? pages[0]!;
}

/** The team overview with the team activity feed (salary) in its slot. */
function TeamOverview() {
  return <TeamOverviewPage activity={<TeamActivity />} />;
}

/** Each contract type's payout page (offered by its own flag, as in AGENT_PAGE_DEFS). */
const PAYOUT_PAGES: Record<ContractType, AgentPage> = {
  dividend: 'dividendRecord',
  daily_wage: 'dailyWages',
  hourly_salary: 'hourlySalary',
  realtime_salary: 'agentRealtimeSalary',
};

/** The contracts page, told which payout pages this agent is shown (its offer preview links there). */
function Contracts() {
  const salary = useSalaryFlags();
  const shown = new Set(visiblePages({ hasCustomerService: false, salary }).map((p) => p.key));
  return <ContractsPage payoutPages={Object.fromEntries(Object.entries(PAYOUT_PAGES).filter(([, page]) => shown.has(page)))} />;
}
