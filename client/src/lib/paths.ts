/** Every route of the site in one place; links and redirects use these names. */
export const PATHS = {
  home: '/',
  homeAliases: ['/index', '/index.html', '/home'],
  login: '/login',
  register: '/register',
  agent: '/agent',
  agentHome: '/agentHome',
  member: '/member',
  help: '/help',
  vip: '/vip',
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  sports: '/sports',
  esports: '/esports',
  lott: '/lott',
  elott: '/elott',
  cockfight: '/cockfight',
  live: '/live',
  fish: '/fish',
  rng: '/rng',
  pvp: '/pvp',
  bgs: '/bgs',
  /** The public verifier of every game, wheel spin and lottery draw (docs/FAIRNESS.md). */
  fairVerify: '/fair/verify',
  /** Its first address (in-house games only then): old links and announcements still open it. */
  bgsVerify: '/bgs/verify',
  // Categories of the catalogue that got a route of their own here (docs/LOBBY.md).
  crash: '/crash',
  arcade: '/arcade',
  jackpot: '/jackpot',
  mini: '/mini',
  hot: '/hot',
  fav: '/fav',
  recent: '/recent',
  provider: '/provider',
  favorite: '/favorite',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  support: '/support',
  /** The header's game search, guests included (docs/LOBBY.md "Search"). */
  search: '/search',
  /** App download page with QR codes and install guides (docs/PAGES.md). */
  download: '/download',
} as const;

/**
 * Game pages hide the side menu. "/lottert", most likely a typo of /lottery, counts too;
 * both are matched, case-insensitively.
 */
const GAME_PAGES = ['/seamless', '/lottert', '/lottery', '/vnlottery', '/sealottery'];
export const isGamePage = (pathname: string) => GAME_PAGES.includes(pathname.toLowerCase().replace(/\/$/, ''));

/** Member-centre tabs, addressed as /member?tab=<id>. */
export const MEMBER_TABS = [
  'profile',
  'securityCenter',
  'depositv2',
  'withdraw',
  'transferFund',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'manualRebate',
  'rewardCenter',
  'messageV2',
  'referral',
  'responsibleGaming',
  'contractRequests',
  'missionLeaderboard',
  'announcements',
  'blog',
  'news',
  'pointsDetails',
  'redeemHistory',
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];
export const memberTab = (tab: MemberTab) => `${PATHS.member}?tab=${tab}`;

/**
 * Agent-centre pages, addressed as /agentHome/<page>. The page keys keep their established
 * spelling (downlineManagmentView included); the last four are conditional on the agent's
 * contract flags. `agentContracts` (the contracts an agent gives) is a page of our own.
 */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentContracts',
  'accountDetails',
  'platformMessages',
  'customerService',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];
export const agentPage = (page: AgentPage) => `${PATHS.agentHome}/${page}`;
