/**
 * Launch routing of spec section 2 ("Game tile and launch"), kept pure so it is tested
 * without a browser. The hook in hooks/useLaunchGame.ts acts on the decision.
 */
export interface LaunchTarget {
  /** Game type / category: SPORTS, ELOTT, LOTT, RNG, LIVE, ... */
  gameType: string;
  /** Vendor code (vassalage); absent when the category has no vendor configured. */
  vendor?: string | null;
  gameCode?: string | null;
  /** 'VASSALAGE' marks a vendor group whose games open in a popup list. */
  isGame?: string | null;
}

export interface LaunchUser {
  isLogin: boolean;
  isTrial: boolean;
}

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'trialRefused' }
  | { kind: 'noVendor' }
  | { kind: 'route'; to: string }
  | { kind: 'vendorGroup'; to: string }
  | { kind: 'start'; to: string };

const withQuery = (path: string, q: Record<string, string | null | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) s.set(k, v);
  const str = s.toString();
  return str ? `${path}?${str}` : path;
};

export function decideLaunch(user: LaunchUser, target: LaunchTarget): LaunchDecision {
  // Guards first: nobody reaches a vendor without a real account.
  if (!user.isLogin) return { kind: 'login' };
  if (user.isTrial) return { kind: 'trialRefused' };
  const vendor = target.vendor ?? '';
  if (!vendor) return { kind: 'noVendor' };
  const type = target.gameType.toUpperCase();
  const gameCode = target.gameCode ?? null;
  if (vendor === 'TCG_LOTTO_VN') return { kind: 'route', to: withQuery('/vnLottery', { gameCode }) };
  if (vendor === 'TCG_SEA') return { kind: 'route', to: withQuery('/seaLottery', { gameCode }) };
  if (type === 'LOTT' || type === 'ELOTT') return { kind: 'route', to: withQuery('/lottery', { gameCode }) };
  // An RNG vendor picked from a vendor list opens that vendor's games, not one game.
  if (type === 'RNG' && !gameCode) return { kind: 'route', to: withQuery('/rng', { vassalage: vendor }) };
  if (target.isGame === 'VASSALAGE') return { kind: 'vendorGroup', to: withQuery(`/${type.toLowerCase()}`, { vassalage: vendor }) };
  return { kind: 'start', to: withQuery('/seamless', { vendor, gameCode, gameType: type }) };
}
