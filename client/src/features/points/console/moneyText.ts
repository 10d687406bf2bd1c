import { parseAmount } from '../../../lib/money';

/** Minor units as staff type them ("100.00"), 0 for blank or zero; null when not an amount. */
export function moneyOrZero(text: string): number | null {
  if (/^\s*0*([.,]0*)?\s*$/.test(text)) return 0;
  return parseAmount(text);
}

/** Minor units back to the text a form shows. */
export const moneyText = (minor: number) => (minor / 100).toFixed(2);

/** A whole number of points, or null. */
export const wholeOrNull = (text: string) => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text.trim()) : null);
