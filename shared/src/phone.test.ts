import { describe, expect, it } from 'vitest';
import { normaliseDialingCode, normalisePhone } from './phone.js';

const SITE = ['+63', '+84', '+1'];

describe('normaliseDialingCode', () => {
  it('gives the eight spellings of the Philippines one form', () => {
    for (const s of ['+63', '+063', '0063', '63', '+63 ', ' +63', '+6 3', '0063 ']) expect(normaliseDialingCode(s), JSON.stringify(s)).toBe('+63');
  });

  it('refuses what is not a calling code', () => {
    for (const s of ['', '+', '00', '++63', '+63a', '６３', '+-63', '1234', '+999', undefined, null])
      expect(normaliseDialingCode(s), JSON.stringify(s)).toBeNull();
  });
});

describe('normalisePhone', () => {
  const phone = (dialing: string | undefined, mobile: string) => normalisePhone(dialing, mobile, SITE);

  it('returns E.164 and the national number', () => {
    expect(phone('+63', '9170000001')).toEqual({ ok: true, phone: { dialingCode: '+63', national: '9170000001', e164: '+639170000001' } });
    expect(phone('1', '202 555 0123')).toEqual({ ok: true, phone: { dialingCode: '+1', national: '2025550123', e164: '+12025550123' } });
  });

  it('treats a trunk prefix, separators and a repeated country code as the same number', () => {
    for (const m of ['9170000001', '09170000001', '917-000-0001', '(917) 000 0001', '639170000001']) {
      expect(phone('0063', m), m).toMatchObject({ ok: true, phone: { e164: '+639170000001' } });
    }
  });

  it('accepts only the site dialing codes', () => {
    expect(phone('+66', '812345678')).toEqual({ ok: false, problem: 'DIALING_CODE_INVALID' });
    expect(phone('+6x', '9170000001')).toEqual({ ok: false, problem: 'DIALING_CODE_INVALID' });
    expect(phone(undefined, '9170000001')).toEqual({ ok: false, problem: 'DIALING_CODE_INVALID' });
    expect(normalisePhone('66', '812345678', ['+66'])).toMatchObject({ ok: true, phone: { e164: '+66812345678' } });
  });

  it('says a number is missing or malformed', () => {
    expect(phone('+63', '')).toEqual({ ok: false, problem: 'MOBILE_MISSING' });
    expect(phone('+63', '  ')).toEqual({ ok: false, problem: 'MOBILE_MISSING' });
    for (const m of ['12ab', '+639170000001', '123', '123456', '1234567890123456', '９１７０００００01', '917\u00000000001']) {
      expect(phone('+63', m), JSON.stringify(m)).toEqual({ ok: false, problem: 'MOBILE_INVALID' });
    }
  });
});
