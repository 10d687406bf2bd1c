import {
  isTrialType,
  periodFor,
  previewEarnings,
  previousPeriod,
  type ContractPreview,
  type ContractTermsView,
  type ContractType,
  type OfferPreview,
  type OfferPreviewQuery,
  type PeriodFigures,
} from '@wl/shared';
import type { Db } from '../../db/index.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { Merchant } from '../site/settings.js';
import { refuse, toView, visible, type OnRefusal } from './contract-store.js';
import { rateCap } from './contract-limits.js';
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

/**
 * Before an offer: the downline's team over the last finished period of the offered type (the
 * settlement's figures, as the downline's own preview shows them) and the offering agent's own
 * rate for the type. The screen computes both earnings with previewEarnings at the rate being
 * typed, so the preview follows the form without a call per key. Only a direct downline of the
 * caller, like the offer itself (DOWNLINE_NOT_FOUND otherwise, also for a name that does not exist).
 */
export async function previewOffer(
  db: Db,
  merchant: Merchant,
  caller: AccountRecord,
  q: OfferPreviewQuery,
  now: Date,
  refused: OnRefusal,
): Promise<OfferPreview> {
  const period = periodFor(q.type, q.period);
  if (!period || (q.type !== 'dividend' && q.period !== undefined && q.period !== period)) refuse(refused, 'CONTRACT_TERMS_INVALID', null, { type: q.type });
  const agentId = Number(caller.id);
  const [d] = await db<{ id: string; username: string; nickname: string | null; type: number }[]>`
    select id, username, nickname, type from accounts
    where merchant_id = ${merchant.id} and lower(username) = lower(${q.downline}) and parent_id = ${agentId} and status = 'active'`;
  if (!d || isTrialType(d.type)) refuse(refused, 'DOWNLINE_NOT_FOUND', null, { target: q.downline });
  const offset = offsetFromSettings(merchant.settings);
  const { start, end } = previousPeriod(period, now, offset);
  const figures = await teamFigures(db, merchant.id, Number(d.id), start, end);
  const own = await rateCap(db, merchant, agentId, q.type);
  return {
    downline: { id: Number(d.id), username: d.username, nickname: d.nickname ?? '' },
    type: q.type,
    period,
    from: start.toISOString(),
    to: end.toISOString(),
    utcOffsetMinutes: offset,
    ...figures,
    own: { rateBp: own.maxRateBp, source: own.source },
  };
}
