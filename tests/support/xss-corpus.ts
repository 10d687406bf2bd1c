import type { BrowserContext, Page } from 'playwright-core';

/**
 * Stored-XSS payloads (docs/ANNOUNCEMENTS.md "XSS corpus"), for any
 * test that writes text or HTML through the real API and renders it in headless Chromium:
 * announcements, notices, staff messages, help articles here (tests/e2e/xss.test.ts); promotion
 * text and feedback by their own tests.
 *
 * Every payload that runs calls `__xss('<id>')` (or `alert`, caught as a dialog), so a test knows
 * exactly which one got through: `trapXss(context)` installs that function and the dialog watch,
 * and `unsafeMarkup(page, selector)` lists what a sanitiser should have removed from the rendered
 * DOM (handlers, script URLs, scripts, frames...) even where the browser did not run it. Render
 * with `bypassCSP: true` so the site's CSP (script-src 'self') cannot hide a sanitiser's failure.
 */
export interface XssPayload {
  id: string;
  /** What is written: markup for HTML fields, the same string as text for plain-text fields. */
  payload: string;
}

const p = (id: string, payload: string): XssPayload => ({ id, payload });

export const XSS_CORPUS: readonly XssPayload[] = [
  p('script', `<script>__xss('script')</script>`),
  p('script-src', `<script src="data:text/javascript,__xss('script-src')"></script>`),
  p('img-onerror', `<img src=x onerror="__xss('img-onerror')">`),
  p('img-alert', `<img src=x onerror=alert('img-alert')>`),
  p('srcset-onerror', `<img srcset="x" onerror="__xss('srcset-onerror')">`),
  p('svg-onload', `<svg onload="__xss('svg-onload')"></svg>`),
  p('svg-script', `<svg><script>__xss('svg-script')</script></svg>`),
  p('svg-animate', `<svg><animate onbegin="__xss('svg-animate')" attributeName="x" dur="1s"/></svg>`),
  p('svg-xlink', `<svg><a xlink:href="javascript:__xss('svg-xlink')"><text x="5" y="15">x</text></a></svg>`),
  p('js-href', `<a href="javascript:__xss('js-href')">link</a>`),
  p('js-href-entity', `<a href="jav&#x09;ascript:__xss('js-href-entity')">link</a>`),
  p('js-href-case', `<a href=" JaVaScRiPt:__xss('js-href-case')">link</a>`),
  p('iframe-srcdoc', `<iframe srcdoc="<script>parent.__xss('iframe-srcdoc')</script>"></iframe>`),
  p('iframe-js', `<iframe src="javascript:parent.__xss('iframe-js')"></iframe>`),
  p('object-data', `<object data="javascript:__xss('object-data')"></object>`),
  p('embed-src', `<embed src="javascript:__xss('embed-src')">`),
  p('mxss-noscript', `<noscript><p title="</noscript><img src=x onerror=__xss('mxss-noscript')>">`),
  p('mxss-math', `<math><mtext><table><mglyph><style><img src=x onerror=__xss('mxss-math')></style></mglyph></table></mtext></math>`),
  p('mxss-svg-style', `<svg></p><style><a id="</style><img src=1 onerror=__xss('mxss-svg-style')>">`),
  p('mxss-form', `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__xss('mxss-form') src>">`),
  p('template', `<template><img src=x onerror=__xss('template')></template><img src=x onerror=__xss('template-out')>`),
  p('details-ontoggle', `<details open ontoggle="__xss('details-ontoggle')"><summary>s</summary></details>`),
  p('autofocus', `<input autofocus onfocus="__xss('autofocus')">`),
  p('video-source', `<video><source onerror="__xss('video-source')"></video>`),
  p('body-onload', `<body onload="__xss('body-onload')">`),
  p('marquee', `<marquee onstart="__xss('marquee')">m</marquee>`),
  p('formaction', `<form><button formaction="javascript:__xss('formaction')">go</button></form>`),
  p('meta-refresh', `<meta http-equiv="refresh" content="0;url=javascript:__xss('meta-refresh')">`),
  p('base-href', `<base href="javascript:__xss('base-href')//">`),
  p('style-import', `<style>@import 'javascript:__xss("style-import")';</style><div style="background:url(javascript:__xss('style-url'))">s</div>`),
  p('nested-script', `<scr<script>ipt>__xss('nested-script')</scr</script>ipt>`),
  p('attr-breakout', `"><img src=x onerror=__xss('attr-breakout')>`),
  p('comment-breakout', `<!--><img src=x onerror=__xss('comment-breakout')>-->`),
  p('cdata', `<![CDATA[><img src=x onerror=__xss('cdata')>]]>`),
  p('bare-js', `javascript:__xss('bare-js')`),
  p('template-injection', `{{constructor.constructor("__xss('template-injection')")()}}`),
];

/** The corpus in pieces of at most `max` characters, for plain-text fields with a length limit. */
export function corpusChunks(max: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const { payload } of XSS_CORPUS) {
    if (cur && cur.length + payload.length + 1 > max) {
      out.push(cur);
      cur = '';
    }
    cur = cur ? `${cur}\n${payload}` : payload;
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * Arms a browser context: `__xss(id)` records a hit in every page and frame, and any dialog
 * (alert, confirm, prompt) is recorded and dismissed. Call before the first page opens.
 */
export async function trapXss(context: BrowserContext): Promise<{ hits: string[]; watch(page: Page): void }> {
  const hits: string[] = [];
  await context.exposeFunction('__xss', (id: unknown) => void hits.push(String(id)));
  const watch = (page: Page) =>
    page.on('dialog', (d) => {
      hits.push(`dialog:${d.message()}`);
      void d.dismiss().catch(() => undefined);
    });
  context.on('page', watch);
  return { hits, watch };
}

/**
 * What a sanitiser should have removed, found in the rendered DOM under `selector`: event
 * handler attributes, script-like URLs, inline scripts, frames, objects, base/meta/style/form
 * elements. Empty when the rendered content is clean.
 */
export function unsafeMarkup(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    type El = { tagName: string; attributes: ArrayLike<{ name: string; value: string }>; querySelectorAll(s: string): ArrayLike<El> };
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<El> } }).document;
    const found: string[] = [];
    const urlAttrs = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcset']);
    const banned = new Set([
      'SCRIPT',
      'IFRAME',
      'FRAME',
      'OBJECT',
      'EMBED',
      'BASE',
      'META',
      'LINK',
      'STYLE',
      'FORM',
      'INPUT',
      'TEXTAREA',
      'TEMPLATE',
      'NOSCRIPT',
    ]);
    for (const root of Array.from(doc.querySelectorAll(sel))) {
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        if (banned.has(el.tagName.toUpperCase())) found.push(`<${el.tagName.toLowerCase()}>`);
        for (const a of Array.from(el.attributes)) {
          const name = a.name.toLowerCase();
          const value = a.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
          if (name.startsWith('on')) found.push(`${el.tagName.toLowerCase()}[${name}]`);
          if (name === 'srcdoc' || name === 'style') found.push(`${el.tagName.toLowerCase()}[${name}]`);
          if (urlAttrs.has(name) && /^(javascript|vbscript|data):/.test(value) && !/^data:image\/(png|jpeg|gif|webp);/.test(value)) {
            found.push(`${el.tagName.toLowerCase()}[${name}=${value.slice(0, 40)}]`);
          }
        }
      }
    }
    return found;
  }, selector);
}
