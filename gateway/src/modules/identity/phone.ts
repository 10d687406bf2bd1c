import { normaliseDialingCode, normalisePhone, type PhoneNumber } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { findByPhone, type AccountRecord } from '../accounts/accounts.js';
import { checkProbeBudget, spendProbe } from '../../http/enumeration.js';

/** The site's first country is the default the forms preselect; a request without a code means it. */
const siteDefault = (merchant: Merchant) => merchant.settings.countries[0]?.countryDialingCode;

/**
 * A number typed on this site, normalised (shared/src/phone.ts), or the refusal for `field`:
 * MOBILE_MISSING, MOBILE_INVALID, or DIALING_CODE_INVALID for a code outside the site's
 * `countries`. An empty or absent dialing code means the site's default country.
 */
export function sitePhone(merchant: Merchant, dialing: string | undefined, mobile: string | undefined, field = 'mobileNum'): PhoneNumber {
  const codes = merchant.settings.countries.map((c) => c.countryDialingCode);
  const r = normalisePhone(dialing?.trim() ? dialing : siteDefault(merchant), mobile, codes);
  if (!r.ok) throw new AppError(r.problem, { fields: { [r.problem === 'DIALING_CODE_INVALID' ? 'countryDialingCode' : field]: r.problem } });
  return r.phone;
}

/**
 * Where an account's codes go: its stored number, normalised. Rows from before normalisation
 * may hold odd spellings; a number libphonenumber cannot read is used as stored (digits only).
 */
export function accountPhone(merchant: Merchant, account: Pick<AccountRecord, 'countryDialingCode' | 'mobileNum'>): string | null {
  if (!account.mobileNum) return null;
  const dialing = normaliseDialingCode(account.countryDialingCode) ?? normaliseDialingCode(siteDefault(merchant)) ?? '';
  const r = normalisePhone(dialing, account.mobileNum, [dialing]);
  return r.ok ? r.phone.e164 : `${dialing}${account.mobileNum.replace(/\D/g, '')}`;
}

/**
 * The account behind a number, for the routes that answer "not registered" (SMS login code,
 * SMS login, set password by phone). Spends the enumeration budget on a miss.
 */
export async function findPhoneAccount(ctx: Ctx, merchant: Merchant, phone: PhoneNumber, ip: string): Promise<AccountRecord> {
  const probe = { merchantId: merchant.id, ip, target: `mobile:${phone.e164}` };
  await checkProbeBudget(ctx.sql, probe);
  const account = await findByPhone(ctx.sql, merchant.id, phone);
  if (account) return account;
  await spendProbe(ctx.sql, probe);
  throw new AppError('MOBILE_NOT_FOUND');
}
