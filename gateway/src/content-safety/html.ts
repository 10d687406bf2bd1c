import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import type { JSDOM as JsdomClass } from 'jsdom';

/**
 * Staff- and member-written HTML (announcements, notices, promotion text, help articles, message
 * bodies) is cleaned HERE, on write, before it is stored, and cleaned again by the client on
 * render (client/src/lib/sanitize.ts, same policy): a stored payload that slipped past one side
 * still meets the other. DOMPurify needs a DOM; one jsdom window serves every call, made on the
 * first call: jsdom and its window are tens of megabytes a gateway that never cleans HTML (most
 * of them, most of the time) need not hold.
 */
let instance: ReturnType<typeof createDOMPurify> | undefined;
function purifier() {
  if (!instance) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JsdomClass };
    instance = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  }
  return instance;
}

/** Same policy as the client's sanitizeHtml: plain HTML only, no style, forms or inputs. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'template'], FORBID_ATTR: ['style'] });
}

/** Plain text with every tag removed (titles, comments, feedback): what a reader sees as text. */
export function stripTags(text: string): string {
  // The fragment's text, not its serialisation: `a < b & c` stays as typed (no &lt; / &amp;).
  return purifier().sanitize(text, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true }).textContent ?? '';
}
