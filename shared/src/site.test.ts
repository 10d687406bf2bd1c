import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeCustomerService, encodeCustomerService, flagsFromModules } from './api/site.js';

describe('flagsFromModules', () => {
  it('turns a flag on only when it and every ancestor are enabled', () => {
    const flags = flagsFromModules([
      { modId: 'LOGIN', enabled: false, childrenNodes: [{ modId: 'SMS_LOGIN', enabled: true, childrenNodes: [] }] },
      { modId: 'REGISTER', enabled: true, childrenNodes: [{ modId: 'REGISTER_MOBILE', enabled: true, childrenNodes: [] }] },
      { modId: 'VIP', enabled: false, childrenNodes: [] },
    ]);
    expect(flags).toMatchObject({ SMS_LOGIN: false, REGISTER_MOBILE: true, VIP: false, POINTS: false });
  });
});

describe('customer-service path', () => {
  it('decodes with the last 8 characters as the key (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.stringMatching(/^[a-z0-9]{8}$/), (url, key) => {
        expect(decodeCustomerService(encodeCustomerService(url, key))).toBe(url);
      }),
    );
  });
  it('answers empty for garbage', () => {
    expect(decodeCustomerService('short')).toBe('');
  });
});
