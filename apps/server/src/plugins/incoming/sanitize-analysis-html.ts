import createDOMPurify, { type Config as PurifyConfig, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Tags dropped with their content on top of DOMPurify's defaults (which already drop script, event handlers and
 * javascript:/data: URLs): anything that submits, embeds another document or restyles our page.
 */
const FORBIDDEN_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'template',
  'noscript',
];
const FORBIDDEN_ATTRIBUTES = ['style', 'action', 'formaction', 'srcdoc', 'ping', 'target'];

const PURIFY_CONFIG: PurifyConfig = {
  USE_PROFILES: { html: true, svg: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  // Their text goes too: a leftover "Sign in again" button label is bait even without the form around it.
  ADD_FORBID_CONTENTS: ['form', 'button', 'select', 'textarea', 'option', 'object', 'embed', 'iframe'],
  // A full document comes back as its body's content: head, title and doctype are left out (the page that shows
  // the report has its own, and a sender's head could restyle it).
  WHOLE_DOCUMENT: false,
  ALLOW_DATA_ATTR: false,
};

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as WindowLike);
/** Attributes that make the browser fetch something as soon as the report is shown. */
const FETCHING_ATTRIBUTES = ['src', 'srcset', 'poster', 'background', 'xlink:href', 'data'];
// Links in a received report lead away from SiteScout: new tab, no opener, no referrer. Pictures stay only when they
// travel inside the report (data: URLs): a remote one would tell its sender who opened the report, and when.
purify.addHook('afterSanitizeAttributes', (node) => {
  for (const name of FETCHING_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null && !/^\s*data:/i.test(value)) node.removeAttribute(name);
  }
  if (
    node.nodeName !== 'A' &&
    node.getAttribute('href') !== null &&
    !/^\s*(data:|#)/i.test(node.getAttribute('href') ?? '')
  )
    node.removeAttribute('href');
  if (node.nodeName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

export interface SanitizedAnalysis {
  /** Body content that is safe to insert into a page: no script, handlers, javascript: URLs, frames or forms. */
  html: string;
  /** Text of the first h1/h2, if any. */
  title: string | null;
}

/**
 * Reduces an incoming analysis (a fragment or a whole HTML document) to safe body content with DOMPurify
 * running on jsdom. Everything stored or shown goes through here first.
 */
export function sanitizeAnalysisHtml(dirty: string): SanitizedAnalysis {
  const html = purify.sanitize(dirty, PURIFY_CONFIG).trim();
  const heading = JSDOM.fragment(html).querySelector('h1, h2');
  const title = heading?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 200) || null;
  return { html, title };
}

/** Whether sanitised HTML still shows anything (text or an image) once the unsafe parts are gone. */
export function hasVisibleContent(html: string): boolean {
  const fragment = JSDOM.fragment(html);
  return (fragment.textContent ?? '').trim() !== '' || fragment.querySelector('img, svg, table') !== null;
}
