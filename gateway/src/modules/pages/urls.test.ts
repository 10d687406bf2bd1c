import { describe, expect, it } from 'vitest';
import { isSafeLink } from './urls.js';

describe('isSafeLink', () => {
  it('accepts https URLs and site paths', () => {
    for (const ok of ['https://cdn.example.com/app.apk', 'https://apps.apple.com/app/id1', '/downloads/app.apk']) expect(isSafeLink(ok), ok).toBe(true);
  });
  it('refuses scripts, plain http, other hosts by path and odd characters', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'http://x.com/a',
      '//evil.com/a',
      ' https://x.com',
      'https://x.com/a b',
      'https://user:pw@x.com/',
      'ftp://x.com/a',
      '',
      'app.apk',
      '/a\\b',
    ])
      expect(isSafeLink(bad), bad).toBe(false);
  });
});
