import { isTrialType, type LaunchValue } from '@wl/shared';
import type { Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { assertPlayAllowed } from '../responsible-gaming/responsible.js';
import { trialMayPlay, visibleVendors } from '../games/catalogue.js';
import { DEMO_VENDOR_LAUNCH_URL } from '../games/demo-catalogue.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { ensureCredential } from './credentials.js';
import { endVendorSessions, openGameSession } from './sessions.js';
import { IN_HOUSE_VENDORS } from './wallet.js';
import { appendEvent } from '../../realtime/event-log.js';

/**
 * POST /wps/game/launchGame (docs/SEAMLESS.md "Launch"): the rules a game must pass
 * before anyone plays it, then a game session whose token the vendor's page receives. In-house
 * games (BGS) and the lottery vendors answer `inhouse`: the client plays them itself (the lottery
 * pages are routed client-side; a direct call still gets a usable answer).
 *
 * A launch replaces the member's earlier sessions of the same vendor (their tokens stop staking),
 * and makes the merchant's credential for the vendor if it has none yet, so the vendor's page
 * learns which operator id to sign with.
 */

export interface LaunchOptions {
  /** Idle lifetime of the player token (GAME_SESSION_MINUTES). */
  sessionMinutes: number;
  /** The built-in demo vendor serves its games (DEMO_VENDORS); when off, its games are refused as under maintenance. */
  demoVendors: boolean;
}

interface LaunchRow {
  nodeId: string;
  vendorCode: string;
  gameCode: string;
  name: string;
  trialAllowed: boolean;
  gameMaintenance: boolean;
  vendorMaintenance: boolean;
  launchUrl: string | null;
}

/**
 * The vendor's page with our player token, the game and the member's language; `vendor` names
 * the vendor code, for a provider that serves several codes from one page (the demo vendor does),
 * and `operator` the public id of this merchant's credential, which the vendor signs its calls
 * for this player with (never a secret).
 */
export function launchUrl(base: string, token: string, gameCode: string, lang: string, vendor: string, operator: string): string {
  const sep = base.includes('?') ? '&' : '?';
  const q = new URLSearchParams({ token, game: gameCode, lang: lang.toLowerCase(), vendor, operator });
  return `${base}${sep}${q.toString()}`;
}

export async function launchGame(sql: Sql, account: AccountRecord, nodeId: number, opts: LaunchOptions): Promise<LaunchValue> {
  const merchantId = account.merchantId;
  const [g] = await sql<LaunchRow[]>`
    select g.node_id, g.vendor_code, g.game_code, g.name, g.trial_allowed, g.maintenance as game_maintenance,
           v.maintenance as vendor_maintenance, gv.launch_url
    from games g join ${visibleVendors(sql, merchantId)} v on v.code = g.vendor_code join game_vendors gv on gv.code = g.vendor_code
    where g.node_id = ${nodeId}`;
  if (!g) throw new AppError('GAME_NOT_FOUND');
  if (g.vendorMaintenance || (!opts.demoVendors && g.launchUrl === DEMO_VENDOR_LAUNCH_URL)) throw new AppError('VENDOR_MAINTENANCE');
  if (g.gameMaintenance) throw new AppError('GAME_MAINTENANCE');
  const trial = isTrialType(account.type);
  if (trial && !trialMayPlay(g.vendorCode, g.trialAllowed)) throw new AppError('TRIAL_GAME_NOT_ALLOWED');
  const inHouse = IN_HOUSE_VENDORS.has(g.vendorCode);
  if (!inHouse && !g.launchUrl) throw new AppError('GAME_NOT_FOUND');
  const accountId = Number(account.id);
  const book = trial ? 'play' : 'real';
  return sql.begin(async (tx) => {
    await assertPlayAllowed(tx, accountId);
    await tx`
      insert into recent_games (account_id, node_id) values (${accountId}, ${nodeId})
      on conflict (account_id, node_id) do update set played_at = now()`;
    // In the member's event story: support's replay shows which game they opened, and when.
    await appendEvent(tx, accountId, 'game:launched', { nodeId, gameName: g.name, vendor: g.vendorCode, trial });
    const base = { nodeId, gameName: g.name, book } as const;
    if (inHouse) return { kind: 'inhouse', game: g.gameCode, ...base };
    const [w] = await tx<{ currency: string }[]>`select currency from wallets where account_id = ${accountId} and kind = ${book}`;
    const operator = await ensureCredential(tx, merchantId, g.vendorCode);
    // One live session per member and vendor: two launches at once must not both survive.
    await tx`select pg_advisory_xact_lock(hashtextextended(${`launch:${accountId}:${g.vendorCode}`}, 0))`;
    await endVendorSessions(tx, accountId, g.vendorCode);
    const session = await openGameSession(
      tx,
      {
        accountId,
        merchantId,
        nodeId,
        vendor: g.vendorCode,
        book,
        currency: w?.currency ?? account.currency,
      },
      opts.sessionMinutes,
    );
    return { kind: 'iframe', url: launchUrl(g.launchUrl!, session.token, g.gameCode, account.language, g.vendorCode, operator), ...base };
  });
}
