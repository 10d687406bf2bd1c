import { describe, expect, it } from 'vitest';
import { isSafeLink, youtubeEmbedUrl, youtubeIdOf } from './content-rules.js';

describe('isSafeLink', () => {
  it('accepts http(s) links and paths of the site', () => {
    for (const ok of ['https://example.com', 'http://example.com/a?b=1#c', 'HTTPS://EXAMPLE.COM/x', '/rng', '/', '/lgw/home/art/slots.svg'])
      expect(isSafeLink(ok), ok).toBe(true);
  });
  it('refuses scripts, other schemes, protocol-relative links and hidden tricks', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:x',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example.com',
      '/\\evil.example.com',
      'rng',
      'https://',
      'https://user@evil.example.com',
      '',
      `https://a.com/${'x'.repeat(500)}`,
    ])
      expect(isSafeLink(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe('youtubeIdOf', () => {
  it('finds the id in the usual YouTube link forms', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtube.com/watch?v=aqz-KE-bpKQ&t=10',
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ])
      expect(youtubeIdOf(url), url).toBe('aqz-KE-bpKQ');
  });
  it('is null for anything else', () => {
    for (const url of [
      'https://vimeo.com/1234',
      'https://www.youtube.com.evil.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)',
      'not a url',
      'ftp://youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/channel/UC123',
    ])
      expect(youtubeIdOf(url), url).toBeNull();
  });
  it('embeds without autoplay and related videos', () => {
    const u = new URL(youtubeEmbedUrl('aqz-KE-bpKQ', 'TH'));
    expect(u.hostname).toBe('www.youtube-nocookie.com');
    expect(u.searchParams.get('autoplay')).toBe('0');
    expect(u.searchParams.get('rel')).toBe('0');
    expect(u.searchParams.get('hl')).toBe('th');
  });
});
