import { describe, expect, it } from 'vitest';
import { originAllowed } from './origin.js';

describe('socket origins', () => {
  it("allows the site's own host, on its port, and listed origins", () => {
    expect(originAllowed('https://play.example.com', 'play.example.com', [])).toBe(true);
    expect(originAllowed('http://127.0.0.1:3000', '127.0.0.1:3000', [])).toBe(true);
    expect(originAllowed('https://app.example.net', 'play.example.com', ['https://app.example.net'])).toBe(true);
  });

  it('refuses another site, another port, a sandboxed page and garbage', () => {
    expect(originAllowed('https://evil.example', 'play.example.com', [])).toBe(false);
    expect(originAllowed('http://127.0.0.1:4000', '127.0.0.1:3000', [])).toBe(false);
    expect(originAllowed('null', 'play.example.com', [])).toBe(false);
    expect(originAllowed('not a url', 'play.example.com', [])).toBe(false);
    expect(originAllowed('https://play.example.com', undefined, [])).toBe(false);
  });

  it('lets a client without an Origin through (not a browser page: the token decides)', () => {
    expect(originAllowed(undefined, 'play.example.com', [])).toBe(true);
  });
});
