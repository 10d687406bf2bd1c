import { previewEarnings, previousPeriod, type ContractPreview, type ContractTermsView, type ContractType, type PeriodFigures } from '@wl/shared';
import type { Db } from '../../db/index.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { Merchant } from '../site/settings.js';
import { toView, visible, type OnRefusal } from './contract-store.js';
import { teamFigures } from '../agent-settlement/settlement-figures.js';

const earned = (type: ContractType, t: ContractTermsView, figures: PeriodFigures) =>
  previewEarnings(type, { rateBp: t.rateBp, period: t.period, minActiveMembers: t.minActiveMembers, minBetAmount: t.minBetAmount }, figures);

/**
 * What the contract's terms (in force, or offered) would have paid over the last finished period
 * of its type, and, with a change of terms waiting, what the proposed terms would have paid over
 * the same figures. The figures are the settlement's own (settlement-figures.ts teamFigures: the
 * downline's team, real book) and the amount is previewEarnings, as the payout computes it, so a
 * preview never promises what a settlement would not pay. The period is cut in merchant time and
 * the answer carries the offset, so the screen shows it in merchant time too.
 */
export async function previewContract(db: Db, merchant: Merchant, caller: AccountRecord, id: number, now: Date, refused: OnRefusal): Promise<ContractPreview> {
  const c = toView(await visible(db, merchant.id, Number(caller.id), id, refused), merchant, now);
  const offset = offsetFromSettings(merchant.settings);
  const { start, end } = previousPeriod(c.terms.period, now, offset);
  const figures = await teamFigures(db, merchant.id, c.downline.id, start, end);
  const pending = c.pendingTerms ? { terms: c.pendingTerms, ...earned(c.type, c.pendingTerms, figures) } : null;
  return {
    contractId: c.id,
    type: c.type,
    terms: c.terms,
    from: start.toISOString(),
    to: end.toISOString(),
    utcOffsetMinutes: offset,
    ...figures,
    ...earned(c.type, c.terms, figures),
    pending,
  };
}
