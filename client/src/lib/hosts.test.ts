import { describe, expect, it, vi } from 'vitest';
import { onHost, pickHost } from './hosts';

describe('image and launch hosts', () => {
  it('picks one of the valid hosts at random, once per visit', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.99);
    expect(pickHost(['https://a.example', 'https://b.example/', 'not a host', 'https://c.example/path'])).toBe('https://b.example');
    random.mockReturnValue(0);
    // The same list keeps its pick for the visit.
    expect(pickHost(['https://a.example', 'https://b.example'])).toBe('https://b.example');
    expect(pickHost(['https://x.example', 'https://y.example'])).toBe('https://x.example');
    random.mockRestore();
  });

  it('leaves paths on the site when no host is valid', () => {
    expect(pickHost([''])).toBe('');
    expect(pickHost(undefined)).toBe('');
    expect(pickHost(['javascript:alert(1)', 'ftp://h'])).toBe('');
  });

  it('moves only paths of the site', () => {
    expect(onHost('/lgw/games/icons/1.svg?v=a', 'https://img.example')).toBe('https://img.example/lgw/games/icons/1.svg?v=a');
    expect(onHost('https://vendor.example/play', 'https://img.example')).toBe('https://vendor.example/play');
    expect(onHost('//evil.example/x', 'https://img.example')).toBe('//evil.example/x');
    expect(onHost('/x', '')).toBe('/x');
  });
});
