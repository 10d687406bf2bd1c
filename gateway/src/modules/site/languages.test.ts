import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@wl/shared';
import { AppError } from '../../http/errors.js';
import { checkLanguagesPatch, siteLanguages } from './languages.js';

const ALL = LANGUAGES.map((l) => l.code);

function refusal(run: () => unknown): { code: string; value: unknown } {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, value: err.value };
    throw err;
  }
  throw new Error('not refused');
}

describe('siteLanguages', () => {
  it('offers every language, EN first by default, on a site whose operator never chose', () => {
    expect(siteLanguages({})).toEqual({ languages: ALL, defaultLanguage: 'EN' });
  });

  it('keeps the chosen ones in LANGUAGES order and skips codes it does not know', () => {
    expect(siteLanguages({ languages: ['TH', 'XX', 'EN', 3], defaultLanguage: 'TH' })).toEqual({ languages: ['EN', 'TH'], defaultLanguage: 'TH' });
  });

  it('falls back to EN, then to the first offered language, when the stored default is not offered', () => {
    expect(siteLanguages({ languages: ['EN', 'JA'], defaultLanguage: 'KO' }).defaultLanguage).toBe('EN');
    expect(siteLanguages({ languages: ['KO', 'JA'] }).defaultLanguage).toBe('JA');
  });
});

describe('checkLanguagesPatch', () => {
  const current = siteLanguages({});

  it('normalises codes: upper case, no repeats, LANGUAGES order', () => {
    expect(checkLanguagesPatch({ languages: ['ar', 'EN', 'en', ' ms '] }, current)).toEqual({ languages: ['EN', 'MS', 'AR'] });
    expect(checkLanguagesPatch({ languages: ['JA', 'KO'], defaultLanguage: 'ko' }, current)).toEqual({ languages: ['JA', 'KO'], defaultLanguage: 'KO' });
  });

  it('refuses an unknown code with LANGUAGE_UNKNOWN, naming the field and the code', () => {
    expect(refusal(() => checkLanguagesPatch({ languages: ['EN', 'XX'] }, current))).toEqual({
      code: 'LANGUAGE_UNKNOWN',
      value: { fields: { languages: 'LANGUAGE_UNKNOWN' }, invalid: 'XX' },
    });
    expect(refusal(() => checkLanguagesPatch({ defaultLanguage: 'klingon' }, current)).code).toBe('LANGUAGE_UNKNOWN');
  });

  it('refuses a default the site would not offer, whether named or left behind', () => {
    expect(refusal(() => checkLanguagesPatch({ languages: ['EN'], defaultLanguage: 'TH' }, current)).code).toBe('LANGUAGE_NOT_OFFERED');
    // EN is the current default: taking it off the list needs a new default in the same change.
    expect(refusal(() => checkLanguagesPatch({ languages: ['TH', 'VI'] }, current))).toEqual({
      code: 'LANGUAGE_NOT_OFFERED',
      value: { fields: { defaultLanguage: 'LANGUAGE_NOT_OFFERED' }, invalid: 'EN' },
    });
    expect(checkLanguagesPatch({ languages: ['TH', 'VI'], defaultLanguage: 'VI' }, current).defaultLanguage).toBe('VI');
  });

  it('leaves a patch without languages alone', () => {
    expect(checkLanguagesPatch({ maintenance: true } as { maintenance: boolean; languages?: string[] }, current)).toEqual({ maintenance: true });
  });
});
