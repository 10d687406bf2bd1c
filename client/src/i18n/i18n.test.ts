import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PATTERN_IDS } from '@wl/shared';
import en from './en.json';
import ty from './ty.json';

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
    // The support console keeps its own strings.
    if (name === 'support' || name === 'node_modules') return [];
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
    const missing = [...used].filter((k) => typeof lookup(en, k) !== 'string');
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });

  it('translates only keys that exist in English (Tagalog falls back key by key)', () => {
    const english = new Set(leaves(en));
    expect(leaves(ty).filter((k) => !english.has(k))).toEqual([]);
  });
});
