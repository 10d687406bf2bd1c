import { AGENT_CONTRACTS_ROUTES } from './agent-contracts.js';
import { AGENT_SALARY_ROUTES } from './agent-salary.js';
import { AGENT_TEAM_ROUTES } from './agent-team.js';
import { ANNOUNCEMENTS_ROUTES } from './announcements.js';
import { BONUS_LOCKS_ROUTES } from './bonus-locks.js';
import { CASHIER_ROUTES } from './cashier.js';
import { CONTENT_ROUTES } from './content.js';
import { DEPOSIT_ROUTES } from './deposit.js';
import { ENGAGE_ROUTES } from './engage.js';
import { FAIR_ROUTES } from './fair.js';
import { GAMES_ROUTES } from './games.js';
import { HOUSE_GAMES_ROUTES } from './house-games.js';
import { IDENTITY_ROUTES } from './identity.js';
import { JOBS_ROUTES } from './jobs.js';
import { LIVE_MODELS_ROUTES } from './live-models.js';
import { LOTTERY_ROUTES } from './lottery.js';
import { MESSAGES_ROUTES } from './messages.js';
import { MISSIONS_ROUTES } from './missions.js';
import { PAGES_ROUTES } from './pages.js';
import { POINTS_ROUTES } from './points.js';
import { PROMOTIONS_ROUTES } from './promotions.js';
import { RESPONSIBLE_GAMING_ROUTES } from './responsible-gaming.js';
import { SITE_CONFIG_ROUTES } from './site-config.js';
import { SUPPORT_ROUTES } from './support.js';
import { TRANSFERS_ROUTES } from './transfers.js';
import { VENDOR_WALLET_ROUTES } from './vendor-wallet.js';
import { VIP_ROUTES } from './vip.js';
import { WALLET_ROUTES } from './wallet.js';
import { WITHDRAWAL_ROUTES } from './withdrawal.js';
import type { RouteTable } from '../route-def.js';

/** The routes by module (the generator writes one browser file per module from this). */
export const ROUTE_GROUPS = {
  'agent-contracts': AGENT_CONTRACTS_ROUTES,
  'agent-salary': AGENT_SALARY_ROUTES,
  'agent-team': AGENT_TEAM_ROUTES,
  announcements: ANNOUNCEMENTS_ROUTES,
  'bonus-locks': BONUS_LOCKS_ROUTES,
  cashier: CASHIER_ROUTES,
  content: CONTENT_ROUTES,
  deposit: DEPOSIT_ROUTES,
  engage: ENGAGE_ROUTES,
  fair: FAIR_ROUTES,
  games: GAMES_ROUTES,
  'house-games': HOUSE_GAMES_ROUTES,
  identity: IDENTITY_ROUTES,
  jobs: JOBS_ROUTES,
  'live-models': LIVE_MODELS_ROUTES,
  lottery: LOTTERY_ROUTES,
  messages: MESSAGES_ROUTES,
  missions: MISSIONS_ROUTES,
  pages: PAGES_ROUTES,
  points: POINTS_ROUTES,
  promotions: PROMOTIONS_ROUTES,
  'responsible-gaming': RESPONSIBLE_GAMING_ROUTES,
  'site-config': SITE_CONFIG_ROUTES,
  support: SUPPORT_ROUTES,
  transfers: TRANSFERS_ROUTES,
  'vendor-wallet': VENDOR_WALLET_ROUTES,
  vip: VIP_ROUTES,
  wallet: WALLET_ROUTES,
  withdrawal: WITHDRAWAL_ROUTES,
} as const satisfies Readonly<Record<string, RouteTable>>;

type Groups = typeof ROUTE_GROUPS;
/** Every module's routes in one type: a name declared in two modules is refused by routes.test.ts. */
type AllRoutes = (Groups[keyof Groups] extends infer G ? (G extends unknown ? (x: G) => void : never) : never) extends (x: infer I) => void ? I : never;

/**
 * Every route of the HTTP API declared once: name, method, path (from `API`) and the TypeBox schemas of
 * body, query, params, headers and answer, one file per gateway module. The gateway registers each
 * route from its entry (gateway/src/http/route.ts); the browser calls it through `ENDPOINTS`
 * (endpoints/, the same names with method and path only, written from this table by
 * `npm run gen -w shared`). A name is the `API` key of its path, with the method appended
 * (`messageDelete`) when one path answers more than one method: GET keeps the bare key.
 */
export const ROUTES = Object.assign({}, ...Object.values(ROUTE_GROUPS)) as AllRoutes;
