import { describe, expect, it } from 'vitest';
import { pickTexts } from '@wl/shared';
import { AppError } from '../../http/errors.js';
import { checkTexts, readerLanguages } from './translations.js';

const refusal = (f: () => unknown): AppError => {
  try {
    f();
  } catch (e) {
    return e as AppError;
  }
  throw new Error('not refused');
};

describe('readerLanguages', () => {
  it('looks up the language asked, then the default; English (the base) is never looked up', () => {
    expect(readerLanguages({}, 'ja')).toEqual(['JA']);
    expect(readerLanguages({}, 'EN')).toEqual([]);
    expect(readerLanguages({}, undefined)).toEqual([]);
    expect(readerLanguages({ languages: ['EN', 'TH'], defaultLanguage: 'TH' }, 'JA')).toEqual(['JA', 'TH']);
    expect(readerLanguages({ languages: ['EN', 'TH'], defaultLanguage: 'TH' }, 'TH')).toEqual(['TH']);
    // An English reader reads the base even on a site whose default is another language.
    expect(readerLanguages({ languages: ['EN', 'TH'], defaultLanguage: 'TH' }, 'en')).toEqual([]);
    // An unknown code is a reader who asked nothing: the default.
    expect(readerLanguages({ languages: ['EN', 'TH'], defaultLanguage: 'TH' }, 'XX')).toEqual(['TH']);
  });
});

describe('checkTexts', () => {
  const clean = { title: (v: string) => v.trim(), body: (v: string) => v.trim().toLowerCase() };

  it('upper-cases codes, cleans each field, drops empty fields, empty languages and EN', () => {
    expect(checkTexts({ ja: { title: ' 題 ', body: 'ABC' }, th: { title: '  ' }, EN: { title: 'base' } }, clean)).toEqual({ JA: { title: '題', body: 'abc' } });
  });

  it('refuses an unknown code with LANGUAGE_UNKNOWN naming the field', () => {
    const e = refusal(() => checkTexts({ XX: { title: 'x' } }, clean, 'siteTexts'));
    expect(e.code).toBe('LANGUAGE_UNKNOWN');
    expect(e.value).toEqual({ fields: { 'siteTexts.XX': 'LANGUAGE_UNKNOWN' }, invalid: 'XX' });
  });
});

describe('pickTexts', () => {
  it('takes each field from the first layer that has it, else the base', () => {
    const base = { title: 'T', body: 'B', other: 1 };
    expect(pickTexts(base, ['title', 'body'], { title: '' }, { title: 'TH', body: undefined }, null)).toEqual({ title: 'TH', body: 'B', other: 1 });
    expect(pickTexts(base, ['title', 'body'])).toEqual(base);
  });
});
