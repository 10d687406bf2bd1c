import { describe, expect, it } from 'vitest';
import { sanitizeHtml, stripTags } from './html.js';

describe('server HTML sanitiser', () => {
  it('keeps plain markup and drops scripts, handlers and javascript: links', () => {
    expect(sanitizeHtml('<p>Hi <b>there</b></p>')).toBe('<p>Hi <b>there</b></p>');
    expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe('<img src="x">');
    expect(sanitizeHtml('<script>alert(1)</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>')).not.toContain('script');
    expect(sanitizeHtml('<p style="position:fixed">x</p><style>p{}</style>')).toBe('<p>x</p>');
  });
  it('strips every tag from plain text but keeps its words', () => {
    expect(stripTags('Hello <b>world</b><script>x()</script>')).toBe('Hello world');
    expect(stripTags('a < b & c > d')).toBe('a < b & c > d');
  });
});
