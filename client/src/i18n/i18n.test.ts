import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PATTERN_IDS } from '@wl/shared';
import en from './en.json';
import { BUNDLE_LOADERS, COMPLETE_LANGUAGES, directionOf, isolateValue, languageBeforeSwitch } from './catalog';

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

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language needs for one key of en.json. A plain key is itself; a key used with a count
 * (en.json's `x_one` / `x_other`) is `x_` plus every plural category i18next picks from for that
 * language (Intl.PluralRules): Arabic has six, Japanese, Korean and Malay only `other`.
 */
function keysFor(code: string, key: string): string[] {
  if (!PLURAL.test(key)) return [key];
  const base = key.replace(PLURAL, '');
  return new Intl.PluralRules(code.toLowerCase()).resolvedOptions().pluralCategories.map((c) => `${base}_${c}`);
}

/**
 * The placeholders a message must keep. A plural form is held to the English `_other`, except
 * {{count}}, which a form may spell out instead ("يومان", two days; "Every hour").
 */
function expectedPlaceholders(key: string): string[] {
  if (!PLURAL.test(key)) return placeholders(lookup(en, key) as string);
  const other = lookup(en, key.replace(PLURAL, '_other')) as string;
  return placeholders(other).filter((p) => p !== 'count');
}

describe('complete languages', () => {
  const english = leaves(en);

  it('are the five market languages, Arabic, Japanese, Korean and Malay', () => {
    expect([...COMPLETE_LANGUAGES].sort()).toEqual(['AR', 'CN', 'ID', 'JA', 'KO', 'MS', 'TH', 'TY', 'VI']);
  });

  it('need the plural forms their language uses, not English ones', () => {
    expect(keysFor('JA', 'records.days_one')).toEqual(['records.days_other']);
    expect(keysFor('EN', 'records.days_one')).toEqual(['records.days_one', 'records.days_other']);
    expect(keysFor('AR', 'records.days_other').sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'].map((c) => `records.days_${c}`));
    expect(keysFor('AR', 'records.period')).toEqual(['records.period']);
  });

  for (const code of COMPLETE_LANGUAGES) {
    describe(code, () => {
      const needed = [...new Set(english.flatMap((k) => keysFor(code, k)))];

      // A key EN does not have (yet) is tolerated: it lets a translation land before or after the
      // English text of a change without turning the suite red in between.
      it('has every key EN has, with the same nesting', async () => {
        const messages = (await BUNDLE_LOADERS[code]!()).default as Tree;
        expect(needed.filter((k) => typeof lookup(messages, k) !== 'string')).toEqual([]);
      });

      it('keeps the placeholders of every EN message and leaves none empty', async () => {
        const messages = (await BUNDLE_LOADERS[code]!()).default as Tree;
        const wrong = needed.filter((k) => {
          const text = lookup(messages, k);
          if (typeof text !== 'string') return false;
          if (text.trim() === '') return true;
          const got = placeholders(text);
          const want = expectedPlaceholders(k);
          return PLURAL.test(k) ? got.filter((p) => p !== 'count').join() !== want.join() : got.join() !== want.join();
        });
        expect(wrong).toEqual([]);
      });
    });
  }
});

describe('directionOf', () => {
  it('is rtl for Arabic, which has its own text, and ltr for FA and UR, which fall back to English', () => {
    expect(['AR', 'ar', 'FA', 'UR', 'EN', 'TY', 'JA'].map(directionOf)).toEqual(['rtl', 'rtl', 'ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });

  it('is rtl for FA and UR once they have a file, and never for the others', () => {
    const fake = async () => ({ default: {} });
    try {
      for (const code of ['FA', 'UR', 'EN']) BUNDLE_LOADERS[code] = fake;
      expect(['FA', 'UR', 'EN', 'TY'].map(directionOf)).toEqual(['rtl', 'rtl', 'ltr', 'ltr']);
    } finally {
      for (const code of ['FA', 'UR', 'EN']) delete BUNDLE_LOADERS[code];
    }
  });
});

describe('isolateValue (what a {{placeholder}} becomes)', () => {
  it('isolates a value in a right-to-left language, so a date keeps its order among Arabic words', () => {
    expect(isolateValue('2026-11-30', undefined, 'ar')).toBe('\u20682026-11-30\u2069');
    expect(isolateValue(12 as unknown as string, undefined, 'ar')).toBe('\u206812\u2069');
  });

  it('leaves values alone in a left-to-right language, and a missing value missing', () => {
    expect(isolateValue('2026-11-30', undefined, 'en')).toBe('2026-11-30');
    expect(isolateValue('x', undefined, 'fa')).toBe('x');
    expect(isolateValue(undefined as unknown as string, undefined, 'ar')).toBeUndefined();
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
