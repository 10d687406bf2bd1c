/**
 * Which prize mode the lottery page runs in (docs/LOTTERY.md "Prize modes"): the electronic-lottery
 * mode (Elott) when the site's vendor data lists, under the ELOTT game type, a Vietnamese lottery
 * card (vendor TCG_LOTTO_VN) or a lottery card (LOTT); else the lottery mode (Lott). The page asks
 * for its games, and bets, in that mode. Plain function: the browser applies it to the vendor lanes.
 */
export type PagePrizeMode = 'Lott' | 'Elott';

interface LaneLike {
  gameType: string;
  cards: { gameType: string; vendorCode: string; vassalage: string }[];
}

const ELECTRONIC_CARD = (c: LaneLike['cards'][number]) =>
  c.vendorCode === 'TCG_LOTTO_VN' || c.vassalage === 'TCG_LOTTO_VN' || c.gameType === 'LOTT' || c.vendorCode === 'LOTT';

export function lotteryPrizeMode(lanes: readonly LaneLike[]): PagePrizeMode {
  return lanes.some((l) => l.gameType === 'ELOTT' && l.cards.some(ELECTRONIC_CARD)) ? 'Elott' : 'Lott';
}
