import { DomUtils, parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * What a report may be built from: text structure, lists, tables, pictures and simple SVG charts. Anything else is
 * dropped and its text kept, except for the tags in {@link DROPPED_WITH_CONTENT}. Nothing here is a raw-text element
 * (style, textarea, title, xmp...), so every piece of text in the output is escaped and cannot turn into markup.
 */
const ALLOWED_TAGS = [
  ...['address', 'article', 'aside', 'footer', 'header', 'hgroup', 'main', 'nav', 'section', 'div', 'span', 'p'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'figure', 'figcaption', 'hr', 'br', 'pre', 'details'],
  ...['summary', 'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd'],
  ...['mark', 'q', 's', 'samp', 'small', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'ul', 'ol', 'li'],
  ...['dl', 'dt', 'dd', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img'],
  // Presentational tags older report generators still write.
  ...['font', 'center', 'big', 'tt', 'strike'],
  ...['svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'defs'],
  // SVG names keep their case: the parser leaves them as written inside <svg>.
  ...['linearGradient', 'radialGradient', 'stop', 'clipPath', 'image'],
];

/**
 * Tags dropped with everything inside them: script and the raw-text elements, the document head (a sender's title
 * and styles), anything that submits or embeds another document, and MathML (a known way to confuse parsers). The
 * text of a form goes too: a leftover "Sign in again" button label is bait even without the form around it.
 */
const DROPPED_WITH_CONTENT = [
  ...['script', 'style', 'head', 'title', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext'],
  ...['textarea', 'form', 'button', 'select', 'option', 'datalist', 'iframe', 'frame', 'frameset', 'object'],
  ...['embed', 'applet', 'portal', 'math'],
];

const COMMON_ATTRIBUTES = ['id', 'class', 'title', 'lang', 'dir', 'role', 'aria-*'];
const TABLE_ATTRIBUTES = [
  ...['align', 'valign', 'width', 'height', 'colspan', 'rowspan', 'scope', 'headers', 'span', 'bgcolor', 'border'],
  ...['cellpadding', 'cellspacing'],
];
const SVG_ATTRIBUTES = [
  ...['viewbox', 'preserveaspectratio', 'xmlns', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy'],
  ...['r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'dx', 'dy', 'transform', 'fill', 'fill-opacity', 'fill-rule'],
  ...['stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'stroke-linecap', 'stroke-linejoin'],
  ...['opacity', 'clip-path', 'clip-rule', 'clippathunits', 'text-anchor', 'dominant-baseline', 'font-size'],
  ...['font-family', 'font-weight', 'offset', 'stop-color', 'stop-opacity', 'gradientunits', 'gradienttransform'],
];
const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': [...COMMON_ATTRIBUTES, ...TABLE_ATTRIBUTES, ...SVG_ATTRIBUTES],
  a: ['href', 'target', 'rel'],
  img: ['src', 'srcset', 'alt', 'width', 'height'],
  image: ['href', 'xlink:href'],
  ol: ['start', 'reversed', 'type'],
  blockquote: ['cite'],
  q: ['cite'],
  font: ['color', 'face', 'size'],
  li: ['value'],
  time: ['datetime'],
  data: ['value'],
  del: ['datetime', 'cite'],
  ins: ['datetime', 'cite'],
};

/** Attributes that make the browser fetch something as soon as the report is shown. */
const FETCHING_ATTRIBUTES = ['src', 'srcset', 'poster', 'background', 'xlink:href', 'data'];

/**
 * Links in a received report lead away from SiteScout: new tab, no opener, no referrer. Pictures stay only when they
 * travel inside the report (data: URLs): a remote one would tell its sender who opened the report, and when.
 */
function containAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (FETCHING_ATTRIBUTES.includes(name) && !/^\s*data:/i.test(value)) continue;
    if (name === 'href' && tagName !== 'a' && !/^\s*(data:|#)/i.test(value)) continue;
    if (name === 'target' || name === 'rel') continue;
    kept[name] = value;
  }
  if (tagName === 'a' && kept.href) {
    kept.target = '_blank';
    kept.rel = 'noopener noreferrer nofollow';
  }
  return { tagName, attribs: kept };
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Pictures only ever carry their data inline (see containAttributes); links never run or embed anything.
  allowedSchemesByTag: { img: ['data'], image: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'xlink:href'],
  transformTags: { '*': containAttributes },
};

export interface SanitizedAnalysis {
  /** Body content that is safe to insert into a page: no script, handlers, javascript: URLs, frames or forms. */
  html: string;
  /** Text of the first h1/h2, if any. */
  title: string | null;
}

/**
 * Reduces an incoming analysis (a fragment or a whole HTML document) to safe body content: an allow-list
 * sanitiser that needs no DOM. A whole document comes back as its body's content (head, title and doctype are
 * left out: the page that shows the report has its own, and a sender's head could restyle it). Everything stored
 * or shown goes through here first.
 */
export function sanitizeAnalysisHtml(dirty: string): SanitizedAnalysis {
  const html = sanitizeHtml(dirty, SANITIZE_OPTIONS).trim();
  const heading = DomUtils.findOne((el) => el.name === 'h1' || el.name === 'h2', parseDocument(html).children);
  const title = (heading && DomUtils.textContent(heading).replace(/\s+/g, ' ').trim().slice(0, 200)) || null;
  return { html, title };
}

/** Whether sanitised HTML still shows anything (text or an image) once the unsafe parts are gone. */
export function hasVisibleContent(html: string): boolean {
  const fragment = parseDocument(html);
  return (
    DomUtils.textContent(fragment).trim() !== '' ||
    DomUtils.findOne((el) => ['img', 'svg', 'table'].includes(el.name), fragment.children) !== null
  );
}
