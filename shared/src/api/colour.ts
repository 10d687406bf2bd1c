/**
 * Colour arithmetic the first page needs to apply a site's theme (stores/site.ts): reading a hex
 * colour, WCAG contrast, and the button text that reads on an accent. Apart from brand-rules.ts so
 * the browser's entry carries these few functions and not the console's rules.
 */

/** Button text on the accent: dark on a light accent, white on a dark one (onAccentFor). */
export const ON_ACCENT_DARK = '#1d1504';
export const ON_ACCENT_LIGHT = '#ffffff';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc` or `#aabbcc` as 0..255 channels; anything else (names, rgb(), alpha) is null. */
export function parseHex(colour: string): [number, number, number] | null {
  if (!HEX.test(colour)) return null;
  const h = colour.length === 4 ? [...colour.slice(1)].map((c) => c + c).join('') : colour.slice(1);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.2, sRGB). */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two hex colours, 1 to 21; 1 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The button text colour that reads best on this accent. */
export function onAccentFor(accent: string): string {
  return contrastRatio(accent, ON_ACCENT_DARK) >= contrastRatio(accent, ON_ACCENT_LIGHT) ? ON_ACCENT_DARK : ON_ACCENT_LIGHT;
}
