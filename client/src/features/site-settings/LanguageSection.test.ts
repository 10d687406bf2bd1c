import { describe, expect, it } from 'vitest';
import { languagePatch, offer } from './LanguageSection';

describe('the languages draft of Site settings', () => {
  const draft = { languages: ['EN', 'TH', 'AR'], defaultLanguage: 'TH' };

  it('keeps LANGUAGES order and the default while it stays offered', () => {
    expect(offer(draft, ['AR', 'TH', 'JA'])).toEqual({ languages: ['TH', 'JA', 'AR'], defaultLanguage: 'TH' });
  });

  it('moves the default to EN, else the first offered language, when it is taken off the list', () => {
    expect(offer(draft, ['EN', 'AR'])).toEqual({ languages: ['EN', 'AR'], defaultLanguage: 'EN' });
    expect(offer(draft, ['AR', 'KO'])).toEqual({ languages: ['KO', 'AR'], defaultLanguage: 'KO' });
  });

  it('never leaves the site without a language', () => {
    expect(offer(draft, [])).toBe(draft);
  });

  it('sends only what changed', () => {
    expect(languagePatch(draft, draft)).toEqual({});
    expect(languagePatch(draft, { ...draft, defaultLanguage: 'AR' })).toEqual({ defaultLanguage: 'AR' });
    expect(languagePatch(draft, offer(draft, ['EN', 'AR']))).toEqual({ languages: ['EN', 'AR'], defaultLanguage: 'EN' });
  });
});
