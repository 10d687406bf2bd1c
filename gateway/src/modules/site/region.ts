import { BlockList, isIP } from 'node:net';
import { createRequire } from 'node:module';

/**
 * Where a visitor is, for the region restriction. The country comes from an offline database
 * that ships inside the `geoip-country` package (GeoLite2 Country, about 8 MB, loaded once in
 * about 50 ms); nothing is downloaded at start or at run time. Updating the data means bumping
 * the package version.
 */
const geoip = createRequire(import.meta.url)('geoip-country') as { lookup(ip: string): { country: string } | null };

/** Addresses that belong to no country: loopback, private networks, link-local, carrier NAT. */
const NO_COUNTRY = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NO_COUNTRY.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NO_COUNTRY.addSubnet(net, bits, 'ipv6');

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is the IPv4 address. */
export function plainIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1]! : ip;
}

/** ISO 3166 alpha-2 code of a public address, or null (private, loopback, unknown, not an IP). */
export function countryOf(rawIp: string): string | null {
  const ip = plainIp(rawIp);
  const family = isIP(ip);
  if (family === 0) return null;
  if (NO_COUNTRY.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return null;
  return geoip.lookup(ip)?.country ?? null;
}

/**
 * Blocked-IP rules staff can type: an exact address (`203.0.113.7`), a prefix ending in `*`
 * (`203.0.113.*`, the form the site always accepted) or a CIDR range (`203.0.113.0/24`).
 */
export function isValidIpRule(rule: string): boolean {
  if (isIP(rule)) return true;
  if (/^[0-9a-f:.]+\*$/i.test(rule) && rule.length > 1) return true;
  const cidr = /^([0-9a-f:.]+)\/(\d{1,3})$/i.exec(rule);
  if (!cidr) return false;
  const family = isIP(cidr[1]!);
  const bits = Number(cidr[2]);
  return family !== 0 && bits <= (family === 4 ? 32 : 128);
}

/** One rule as a test; CIDR ranges become a BlockList once. */
function compileRule(rule: string): (ip: string) => boolean {
  if (rule.endsWith('*')) {
    const prefix = rule.slice(0, -1);
    return (ip) => ip.startsWith(prefix);
  }
  const cidr = /^(.+)\/(\d{1,3})$/.exec(rule);
  if (!cidr) return (ip) => ip === rule;
  const family = isIP(cidr[1]!) === 4 ? 'ipv4' : 'ipv6';
  const list = new BlockList();
  try {
    list.addSubnet(cidr[1]!, Number(cidr[2]), family);
  } catch {
    return () => false; // a malformed rule saved before rules were checked blocks nobody
  }
  return (ip) => isIP(ip) === (family === 'ipv4' ? 4 : 6) && list.check(ip, family);
}

export const matchesIpRule = (rule: string, rawIp: string) => compileRule(rule)(plainIp(rawIp));

// Settings objects are cached per merchant and replaced on every edit, so the compiled list
// can hang off the array itself and never goes stale.
const compiledLists = new WeakMap<string[], Array<(ip: string) => boolean>>();
function matchesAnyRule(rules: string[], rawIp: string): boolean {
  let tests = compiledLists.get(rules);
  if (!tests) compiledLists.set(rules, (tests = rules.map(compileRule)));
  const ip = plainIp(rawIp);
  return tests.some((t) => t(ip));
}

export interface RegionSettings {
  regionRestriction: boolean;
  blockedIps: string[];
  blockedCountries: string[];
}

/**
 * Blocked when the restriction is switched on and the IP matches a rule or lies in a blocked
 * country. The switch is the master: lists can be prepared while it is off.
 */
export function isRegionBlocked(s: RegionSettings, ip: string): boolean {
  if (!s.regionRestriction) return false;
  if (matchesAnyRule(s.blockedIps, ip)) return true;
  if (s.blockedCountries.length === 0) return false;
  const country = countryOf(ip);
  return country !== null && s.blockedCountries.some((c) => c.toUpperCase() === country);
}
