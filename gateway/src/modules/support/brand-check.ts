import { SITE_CURRENCIES, themeProblem, type SiteSettingsUpdate } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/**
 * The brand part of a settings change (docs/BRANDING.md). Colours must keep the site readable
 * (themeProblem, the same rule the console previews with); the currency must be one the site can
 * run in, and can only change while no member wallet holds another currency: a balance is never
 * relabelled, and a site never holds two currencies side by side.
 */
export async function checkBrandPatch(db: Db, merchantId: number, patch: Pick<SiteSettingsUpdate, 'theme' | 'currency'>): Promise<void> {
  if (patch.theme) {
    const problem = themeProblem(patch.theme);
    if (problem) {
      throw new AppError(problem.code, {
        fields: { [`theme.${problem.token}`]: problem.code },
        invalid: patch.theme[problem.token],
        ...(problem.ratio !== undefined ? { ratio: problem.ratio } : {}),
      });
    }
  }
  if (patch.currency !== undefined) {
    if (!(patch.currency in SITE_CURRENCIES)) throw new AppError('CURRENCY_UNKNOWN', { fields: { currency: 'CURRENCY_UNKNOWN' }, invalid: patch.currency });
    const [held] = await db<{ currency: string }[]>`
      select currency from wallets where merchant_id = ${merchantId} and account_id is not null and currency <> ${patch.currency} limit 1`;
    if (held) throw new AppError('CURRENCY_LOCKED', { fields: { currency: 'CURRENCY_LOCKED' }, invalid: patch.currency, held: held.currency });
  }
}

/** Whether any member wallet exists: then the currency stays what it is (the console shows it locked). */
export async function currencyLocked(db: Db, merchantId: number): Promise<boolean> {
  const [row] = await db<{ held: boolean }[]>`select exists (select 1 from wallets where merchant_id = ${merchantId} and account_id is not null) as held`;
  return row!.held;
}
