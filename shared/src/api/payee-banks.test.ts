import { describe, expect, it } from 'vitest';
import { PAYEE_BANKS, findPayeeBank, payeeBanksFor } from './payee-banks.js';
import { PAYEE_ACCOUNT_NUMBER_PATTERN } from './withdraw-rules.js';

describe('payee banks per currency', () => {
  it('offers banks and the e-wallets of the market, GCash and Maya for pesos', () => {
    const php = payeeBanksFor('PHP')!;
    expect(php.filter((b) => b.kind === 'ewallet').map((b) => b.name)).toEqual(expect.arrayContaining(['GCash', 'Maya']));
    expect(php.some((b) => b.kind === 'bank' && b.name === 'BDO')).toBe(true);
    expect(payeeBanksFor('php')).toBe(php);
  });

  it('has no list for a currency it does not know, so a typed name is taken there', () => {
    expect(payeeBanksFor('EUR')).toBeNull();
    expect(findPayeeBank('EUR', 'Any Bank')).toBeNull();
  });

  it('finds a listed name whatever its case or spacing, and nothing else', () => {
    expect(findPayeeBank('PHP', '  gcash ')).toEqual({ name: 'GCash', kind: 'ewallet' });
    expect(findPayeeBank('PHP', 'security   bank')?.name).toBe('Security Bank');
    expect(findPayeeBank('PHP', 'Vietcombank')).toBeNull();
  });

  it('keeps every list free of repeats and within the stored name length', () => {
    for (const [currency, list] of Object.entries(PAYEE_BANKS)) {
      const names = list.map((b) => b.name.toLowerCase());
      expect(new Set(names).size, currency).toBe(names.length);
      for (const b of list) expect(b.name.length).toBeLessThanOrEqual(64);
    }
    // A mobile number (how e-wallets are addressed) passes the account number rule.
    expect(new RegExp(PAYEE_ACCOUNT_NUMBER_PATTERN).test('09171234567')).toBe(true);
  });
});
