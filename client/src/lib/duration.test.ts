import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import en from '../i18n/en.json';
import { durationText } from './duration';

describe('durationText', () => {
  it('says minutes, hours and minutes, or days, whichever reads best', async () => {
    const t = i18n.createInstance();
    await t.init({ lng: 'en', resources: { en: { translation: en } } });
    expect(durationText(t.t, 0)).toBe('1 minute');
    expect(durationText(t.t, 45)).toBe('45 minutes');
    expect(durationText(t.t, 60)).toBe('1 hour');
    expect(durationText(t.t, 125)).toBe('2 h 5 min');
    expect(durationText(t.t, 47 * 60)).toBe('47 hours');
    expect(durationText(t.t, 3 * 1440 + 100)).toBe('3 days');
  });
});
