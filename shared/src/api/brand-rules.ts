import { contrastRatio, parseHex } from './colour.js';

/**
 * The white-label brand rules, shared by the console (a live preview that warns as staff pick) and
 * the gateway (which refuses what the rules refuse): the theme's three colour tokens, and the
 * currencies a site can run in. Plain functions, no schema library (@wl/shared/core); the colour
 * arithmetic under them is colour.ts.
 */

/** The three design tokens a site sets; every other colour of the site is mixed from them (tokens.css). */
export const THEME_TOKENS = ['accent', 'live', 'surface'] as const;
export type ThemeToken = (typeof THEME_TOKENS)[number];

/** The text colours the stylesheet draws on the surface: the body text and its quietest grey. */
export const THEME_TEXT = '#eef0f5';
export const THEME_FAINT_TEXT = '#8a91a3';

/**
 * What each token must reach against the surface (WCAG 2.2 contrast ratios). The surface is held
 * to 5.5 against the quietest text, not 4.5, because cards are drawn up to 10 % lighter than it.
 * The accent is link and highlight text (4.5); the live colour marks badges and dots (3, non-text).
 */
export const THEME_MIN_CONTRAST: Record<ThemeToken, number> = { surface: 5.5, accent: 4.5, live: 3 };

/** What one token reaches, and against what (the quietest text for the surface; the surface for the others). */
export function tokenContrast(theme: Record<ThemeToken, string>, token: ThemeToken): number {
  return token === 'surface' ? contrastRatio(THEME_FAINT_TEXT, theme.surface) : contrastRatio(theme[token], theme.surface);
}

export type ThemeProblem = { token: ThemeToken; code: 'THEME_COLOUR_INVALID' | 'THEME_CONTRAST_LOW'; ratio?: number };

/** The first problem of a theme (surface first: the others are judged against it), or null. */
export function themeProblem(theme: Record<ThemeToken, string>): ThemeProblem | null {
  for (const token of ['surface', 'accent', 'live'] as const) {
    if (!parseHex(theme[token])) return { token, code: 'THEME_COLOUR_INVALID' };
  }
  for (const token of ['surface', 'accent', 'live'] as const) {
    const ratio = tokenContrast(theme, token);
    if (ratio < THEME_MIN_CONTRAST[token]) return { token, code: 'THEME_CONTRAST_LOW', ratio: Math.round(ratio * 100) / 100 };
  }
  return null;
}

/**
 * The currencies a site can run in, with the symbol the console suggests. Amounts are kept in
 * hundredths of the unit and shown with two decimals everywhere (VND and IDR included, as their
 * payment channels quote them), so a currency is only added here once that holds for it.
 */
export const SITE_CURRENCIES: Readonly<Record<string, string>> = {
  PHP: '₱',
  THB: '฿',
  VND: '₫',
  IDR: 'Rp',
  MYR: 'RM',
  CNY: '¥',
  INR: '₹',
  BRL: 'R$',
  USD: '$',
  EUR: '€',
};
