import { describe, expect, it } from 'vitest';
import en from './en.json';
import type { Messages } from './catalog';
import { FIRST_LOAD_TEXTS, splitMessages } from './firstTexts';

/** Every key of a tree with its text, e.g. ['home.title', 'Home']. */
function leaves(tree: Messages, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

describe('the English texts cut for the first page (firstTexts.ts)', () => {
  const { first, later } = splitMessages(en, FIRST_LOAD_TEXTS);

  it('loses no text and repeats none: the two halves together are en.json', () => {
    const both = [...leaves(first), ...leaves(later)].sort(([a], [b]) => a.localeCompare(b));
    expect(both).toEqual(leaves(en).sort(([a], [b]) => a.localeCompare(b)));
  });

  it('puts what each path names in the first half, and leaves the first half small', () => {
    const firstKeys = leaves(first).map(([k]) => k);
    for (const path of FIRST_LOAD_TEXTS)
      expect(
        firstKeys.some((k) => k === path || k.startsWith(`${path}.`) || k.startsWith(`${path}_`)),
        path,
      ).toBe(true);
    expect(firstKeys).toContain('in_popup_prompt');
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(en).length / 4);
  });

  it('takes a key used with a count by its plural forms, and refuses a path en.json does not have', () => {
    const tree = { a: { n_one: '1 item', n_other: '{{count}} items', x: 'x' }, b: 'flat' };
    expect(splitMessages(tree, ['a.n'])).toEqual({ first: { a: { n_one: '1 item', n_other: '{{count}} items' }, b: 'flat' }, later: { a: { x: 'x' } } });
    expect(() => splitMessages(tree, ['a.missing'])).toThrow(/no a\.missing/);
    expect(() => splitMessages(tree, ['b.c'])).toThrow(/is a text/);
  });
});
