import { rebateSettingsProblem, type SiteSettingsUpdate } from '@wl/shared';
import { AppError } from '../../http/errors.js';
import { isValidIpRule } from '../site/region.js';
import { checkPattern } from '../site/patterns.js';
import { checkTexts } from '../site/translations.js';

const COUNTRY = /^[A-Za-z]{2}$/;

/**
 * Checks and normalises what an admin is about to save: patterns, blocked countries (ISO
 * 3166 alpha-2, stored upper case), blocked-IP rules (address, prefix*, CIDR), rebate rates and
 * the translations of the footer's texts. Refuses with the first problem and the field it is in,
 * so the console can point at it.
 */
type Checked = Pick<SiteSettingsUpdate, 'registerRules' | 'blockedCountries' | 'blockedIps' | 'rebates' | 'siteTexts'>;
const trimmed = (v: string) => v.trim();
export function checkSettingsPatch<T extends Checked>(patch: T): T {
  const out: T = { ...patch };
  for (const rule of patch.registerRules ?? []) {
    const problem = checkPattern(rule.acceptedPattern);
    if (problem) throw new AppError(problem, { fields: { [`registerRules.${rule.field}`]: problem }, pattern: rule.acceptedPattern });
  }
  if (patch.blockedCountries) {
    const bad = patch.blockedCountries.find((c) => !COUNTRY.test(c.trim()));
    if (bad !== undefined) throw new AppError('SETTING_INVALID', { fields: { blockedCountries: 'SETTING_INVALID' }, invalid: bad });
    out.blockedCountries = [...new Set(patch.blockedCountries.map((c) => c.trim().toUpperCase()))];
  }
  if (patch.blockedIps) {
    const rules = patch.blockedIps.map((r) => r.trim());
    const bad = rules.find((r) => !isValidIpRule(r));
    if (bad !== undefined) throw new AppError('SETTING_INVALID', { fields: { blockedIps: 'SETTING_INVALID' }, invalid: bad });
    out.blockedIps = [...new Set(rules)];
  }
  if (patch.rebates) {
    // The schema bounds each rate; a rate with more than two decimals is a typing slip, not a rate.
    const field = rebateSettingsProblem(patch.rebates);
    if (field) throw new AppError('SETTING_INVALID', { fields: { [field]: 'SETTING_INVALID' }, invalid: field });
  }
  // Translations of the footer's texts: an unknown language is LANGUAGE_UNKNOWN naming `siteTexts.XX`.
  if (patch.siteTexts) out.siteTexts = checkTexts(patch.siteTexts, { licenceText: trimmed, affiliateText: trimmed }, 'siteTexts');
  return out;
}
