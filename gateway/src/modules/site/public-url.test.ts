import { describe, expect, it } from 'vitest';
import type { Merchant } from './settings.js';
import { sitePublicUrl } from './public-url.js';

const site = (settings: { publicUrl?: string; mainDomain: string }) => ({ id: 1, settings }) as unknown as Merchant;

describe('sitePublicUrl', () => {
  it("prefers the site's publicUrl, without a trailing slash", () => {
    expect(sitePublicUrl(site({ publicUrl: 'https://play.example/', mainDomain: 'other.example' }), 'http://localhost:3000')).toBe('https://play.example');
  });
  it('falls back to the main domain over https', () => {
    expect(sitePublicUrl(site({ publicUrl: '', mainDomain: 'Aurum.example' }), 'https://gw.example')).toBe('https://aurum.example');
  });
  it("keeps the gateway's scheme and port when the main domain is the gateway's host", () => {
    expect(sitePublicUrl(site({ mainDomain: 'localhost' }), 'http://localhost:3000')).toBe('http://localhost:3000');
  });
  it("uses the gateway's PUBLIC_URL when the site names neither", () => {
    expect(sitePublicUrl(site({ mainDomain: '' }), 'https://gw.example')).toBe('https://gw.example');
  });
});
