import { describe, expect, it } from 'vitest';
import { countryOf, isRegionBlocked, isValidIpRule, matchesIpRule, plainIp } from './region.js';

describe('countryOf (offline database inside the package)', () => {
  it('finds the country of public IPv4 and IPv6 addresses', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(countryOf('2001:4860:4860::8888')).toBe('US');
    expect(countryOf('81.2.69.142')).toBe('GB');
  });

  it('gives loopback, private, link-local and garbage no country', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      '169.254.1.1',
      '100.64.0.1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '',
      'not-an-ip',
    ]) {
      expect(countryOf(ip), ip).toBeNull();
    }
  });
});

describe('blocked-IP rules', () => {
  it('accepts an address, a prefix with * and a CIDR range, and nothing else', () => {
    for (const ok of ['203.0.113.7', '203.0.113.*', '127.*', '203.0.113.0/24', '2001:db8::/32', '2001:db8::1']) expect(isValidIpRule(ok), ok).toBe(true);
    for (const bad of ['*', 'example.com', '203.0.113.0/33', '1.2.3.4/', 'DROP TABLE', '1.2.3.4 ', '2001:db8::/129'])
      expect(isValidIpRule(bad), bad).toBe(false);
  });

  it('matches exactly, by prefix or by range', () => {
    expect(matchesIpRule('203.0.113.7', '203.0.113.7')).toBe(true);
    expect(matchesIpRule('203.0.113.7', '203.0.113.70')).toBe(false);
    expect(matchesIpRule('203.0.113.*', '::ffff:203.0.113.99')).toBe(true);
    expect(matchesIpRule('203.0.113.0/24', '203.0.113.250')).toBe(true);
    expect(matchesIpRule('203.0.113.0/24', '203.0.114.1')).toBe(false);
    expect(matchesIpRule('2001:db8::/32', '2001:db8:1::5')).toBe(true);
    expect(matchesIpRule('2001:db8::/32', '8.8.8.8')).toBe(false);
    expect(plainIp('::FFFF:1.2.3.4')).toBe('1.2.3.4');
  });
});

describe('isRegionBlocked', () => {
  const base = { regionRestriction: true, blockedIps: [] as string[], blockedCountries: [] as string[] };

  it('blocks a listed country, but never a private address', () => {
    const s = { ...base, blockedCountries: ['US'] };
    expect(isRegionBlocked(s, '8.8.8.8')).toBe(true);
    expect(isRegionBlocked(s, '81.2.69.142')).toBe(false);
    expect(isRegionBlocked(s, '127.0.0.1')).toBe(false);
  });

  it('blocks listed IPs whatever their country', () => {
    expect(isRegionBlocked({ ...base, blockedIps: ['127.0.0.*'] }, '127.0.0.1')).toBe(true);
    expect(isRegionBlocked({ ...base, blockedIps: ['81.2.69.0/24'] }, '81.2.69.142')).toBe(true);
  });

  it('blocks nobody while the restriction is switched off', () => {
    expect(isRegionBlocked({ regionRestriction: false, blockedIps: ['8.8.8.8'], blockedCountries: ['US'] }, '8.8.8.8')).toBe(false);
  });
});
