import DOMPurify from 'dompurify';

/** Server HTML (help articles, announcements) is cleaned before it reaches the page. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'template'], FORBID_ATTR: ['style'] });
}
