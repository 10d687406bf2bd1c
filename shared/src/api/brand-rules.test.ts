import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { themeProblem } from './brand-rules.js';
import { ON_ACCENT_DARK, ON_ACCENT_LIGHT, contrastRatio, onAccentFor, parseHex } from './colour.js';

const base = { accent: '#f5c451', live: '#3ad0ff', surface: '#0e1016' };

describe('brand rules', () => {
  it('read three- and six-digit hex colours and nothing else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#0E1016')).toEqual([14, 16, 22]);
    for (const bad of ['red', 'rgb(1,2,3)', '#12345', '#1234567f', 'url(x)', '']) expect(parseHex(bad)).toBeNull();
  });

  it('measure contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff }), (a, b) => {
        const x = `#${a.toString(16).padStart(6, '0')}`;
        const y = `#${b.toString(16).padStart(6, '0')}`;
        const r = contrastRatio(x, y);
        return r >= 1 && r <= 21 && Math.abs(r - contrastRatio(y, x)) < 1e-9;
      }),
    );
  });

  it('accept the default theme', () => {
    expect(themeProblem(base)).toBeNull();
  });

  it('refuse a colour that is not hex, naming the token', () => {
    expect(themeProblem({ ...base, live: 'hotpink' })).toEqual({ token: 'live', code: 'THEME_COLOUR_INVALID' });
    expect(themeProblem({ ...base, accent: 'var(--x)' })).toMatchObject({ token: 'accent', code: 'THEME_COLOUR_INVALID' });
  });

  it('refuse a surface too light for the text and an accent too close to the surface', () => {
    expect(themeProblem({ ...base, surface: '#f4f4f4' })).toMatchObject({ token: 'surface', code: 'THEME_CONTRAST_LOW' });
    expect(themeProblem({ ...base, accent: '#1b2030' })).toMatchObject({ token: 'accent', code: 'THEME_CONTRAST_LOW' });
    expect(themeProblem({ ...base, live: '#202020' })).toMatchObject({ token: 'live', code: 'THEME_CONTRAST_LOW' });
  });

  it('put dark text on a light accent and white text on a dark one', () => {
    expect(onAccentFor('#f5c451')).toBe(ON_ACCENT_DARK);
    expect(onAccentFor('#7c3aed')).toBe(ON_ACCENT_LIGHT);
  });
});
