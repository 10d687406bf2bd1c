import { describe, expect, it } from 'vitest';
import { lotteryPrizeMode } from './lottery-mode.js';

const card = (gameType: string, vendorCode: string) => ({ gameType, vendorCode, vassalage: vendorCode });

describe('the lottery page prize mode', () => {
  it('is Elott when an ELOTT lane has a Vietnamese lottery or a LOTT card', () => {
    expect(lotteryPrizeMode([{ gameType: 'ELOTT', cards: [card('ELOTT', 'TCG_LOTTO_VN')] }])).toBe('Elott');
    expect(lotteryPrizeMode([{ gameType: 'ELOTT', cards: [card('LOTT', 'TCG')] }])).toBe('Elott');
  });

  it('is Lott otherwise: no ELOTT lane, an ELOTT lane of other cards, or those cards under another type', () => {
    expect(lotteryPrizeMode([])).toBe('Lott');
    expect(lotteryPrizeMode([{ gameType: 'ELOTT', cards: [card('ELOTT', 'GPK')] }])).toBe('Lott');
    expect(lotteryPrizeMode([{ gameType: 'LOTT', cards: [card('LOTT', 'TCG'), card('ELOTT', 'TCG_LOTTO_VN')] }])).toBe('Lott');
    expect(lotteryPrizeMode([{ gameType: 'ELOTT', cards: [] }])).toBe('Lott');
  });
});
