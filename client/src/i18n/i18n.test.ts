import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PATTERN_IDS } from '@wl/shared';
import en from './en.json';
import { BUNDLE_LOADERS, COMPLETE_LANGUAGES, directionOf, languageBeforeSwitch } from './catalog';

type Tree = { [k: string]: string | Tree };

function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
}

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('en.json', () => {
  it('has a message for every error code of the shared catalogue', () => {
    const missing = ERROR_CODES.filter((code) => typeof lookup(en, `err.${code}`) !== 'string');
    expect(missing).toEqual([]);
  });

  it('has a rule message for every pattern id, with {{min}} and {{max}} where lengths matter', () => {
    const missing = PATTERN_IDS.filter((id) => typeof lookup(en, `rule.${id}`) !== 'string');
    expect(missing).toEqual([]);
    for (const key of ['rule.required', 'rule.length', 'rule.notDefault']) expect(typeof lookup(en, key)).toBe('string');
    expect(lookup(en, 'rule.length')).toMatch(/\{\{min\}\}.*\{\{max\}\}/);
    const withBounds = PATTERN_IDS.filter((id) => !['EMAIL', 'FULL_NAME', 'DATE_YMD', 'DATE_MDY'].includes(id));
    for (const id of withBounds) expect(lookup(en, `rule.${id}`), id).toMatch(/\{\{min\}\}.*\{\{max\}\}/);
  });

  it('has every literal key the UI passes to t() or to a dialog', () => {
    const used = new Set<string>();
    const patterns = [
      /\bt\(\s*'([A-Za-z_][\w.]*)'/g,
      /\b(?:titleKey|messageKey|confirmKey|cancelKey|i18nKey|key|title|empty|body)\s*[:=]\s*['"]([a-z_]+[A-Za-z_]*\.[\w.]+|in_[a-z_]+|info_[a-z_]+|blockip|game_maintenance)['"]/g,
    ];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const re of patterns) for (const m of text.matchAll(re)) used.add(m[1]!);
    }
    // A key used with a count is found by its plural forms (i18next's `_one` / `_other` suffixes).
    const missing = [...used].filter((k) => typeof lookup(en, k) !== 'string' && typeof lookup(en, `${k}_other`) !== 'string');
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });
});

/** Every {{placeholder}} of a message, sorted, so "{{min}} - {{max}}" and "{{max}} ... {{min}}" compare equal. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

describe('complete languages', () => {
  const english = leaves(en);

  it('are the five market languages', () => {
    expect([...COMPLETE_LANGUAGES].sort()).toEqual(['CN', 'ID', 'TH', 'TY', 'VI']);
  });

  for (const code of COMPLETE_LANGUAGES) {
    describe(code, () => {
      // A key EN does not have (yet) is tolerated: it lets a translation land before or after the
      // English text of a change without turning the suite red in between.
      it('has every key EN has, with the same nesting', async () => {
        const messages = (await BUNDLE_LOADERS[code]!()).default as Tree;
        expect(english.filter((k) => typeof lookup(messages, k) !== 'string')).toEqual([]);
      });

      it('keeps the placeholders of every EN message and leaves none empty', async () => {
        const messages = (await BUNDLE_LOADERS[code]!()).default as Tree;
        const wrong = english.filter((k) => {
          const text = lookup(messages, k);
          return typeof text === 'string' && (text.trim() === '' || placeholders(text).join() !== placeholders(lookup(en, k) as string).join());
        });
        expect(wrong).toEqual([]);
      });
    });
  }
});

describe('directionOf', () => {
  it('is ltr for every language today, since AR, FA and UR have no text of their own yet', () => {
    for (const code of ['EN', 'TY', 'CN', 'AR', 'FA', 'UR']) expect(directionOf(code)).toBe('ltr');
  });

  it('is rtl for AR, FA and UR once they have a file, and never for the others', () => {
    const fake = async () => ({ default: {} });
    try {
      for (const code of ['AR', 'FA', 'UR', 'EN']) BUNDLE_LOADERS[code] = fake;
      expect(['AR', 'FA', 'UR', 'EN', 'TY'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'ltr', 'ltr']);
      expect(directionOf('ar')).toBe('rtl');
    } finally {
      for (const code of ['AR', 'FA', 'UR', 'EN']) delete BUNDLE_LOADERS[code];
    }
  });
});

describe('languageBeforeSwitch (hisLang)', () => {
  it('is written on the first switch, when no language was stored yet', () => {
    expect(languageBeforeSwitch(null, 'EN', 'TH')).toBe('EN');
  });

  it('is the stored language on later switches, and nothing when the language does not change', () => {
    expect(languageBeforeSwitch('TH', 'EN', 'VI')).toBe('TH');
    expect(languageBeforeSwitch('VI', 'EN', 'VI')).toBeNull();
    expect(languageBeforeSwitch(null, 'EN', 'EN')).toBeNull();
  });
});
