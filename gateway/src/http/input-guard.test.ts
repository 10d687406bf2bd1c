import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, findProblem, textProblem } from './input-guard.js';

const nested = (levels: number) => {
  let v: unknown = 'leaf';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

describe('input guard', () => {
  it('refuses NUL characters and lone surrogates, in values and in keys, naming the field', () => {
    expect(textProblem('plain text, ünïcode and 😀')).toBeNull();
    expect(findProblem({ user: { name: 'a\u0000b' } }, 'text')).toEqual({ field: 'user.name', problem: 'must not contain NUL characters' });
    expect(findProblem({ list: ['ok', 'x\ud800'] }, 'text')).toEqual({ field: 'list.1', problem: 'must be well-formed Unicode text' });
    expect(findProblem({ 'k\udc00': 1 }, 'text')?.problem).toBe('has a key that must be well-formed Unicode text');
  });

  it(`caps nesting at ${MAX_DEPTH} levels without recursing itself`, () => {
    expect(findProblem(nested(MAX_DEPTH), 'text')).toBeNull();
    expect(findProblem(nested(MAX_DEPTH + 1), 'text')?.problem).toMatch(/nested deeper than 32 levels/);
    // Far deeper than any recursive walk could go.
    expect(findProblem(nested(200_000), 'text')?.problem).toMatch(/nested deeper/);
  });

  it('refuses numbers that are not finite or are whole numbers past the safe range', () => {
    expect(findProblem({ id: 2 ** 53 - 1, ratio: 0.25, big: 1e300 / 1e290 }, 'number')).toBeNull();
    expect(findProblem({ id: Infinity }, 'number')?.field).toBe('id');
    expect(findProblem({ page: 1e20 }, 'number')?.field).toBe('page');
    expect(findProblem({ n: -(2 ** 53) }, 'number')?.field).toBe('n');
  });
});
