import { describe, expect, it } from 'vitest';
import { compactTexts } from './translations';

describe('compactTexts', () => {
  it('leaves out empty fields and languages, so what staff cleared falls back', () => {
    expect(compactTexts({ JA: { title: '題', summary: '  ' }, TH: { title: '' }, KO: {} })).toEqual({ JA: { title: '題' } });
  });
});
