/** What a page tells browsers and crawlers about itself. Rendered into <head> at build time and kept in sync on navigation. */
export interface PageMeta {
  title: string;
  description: string;
  /** schema.org objects, each emitted as one application/ld+json script. */
  jsonLd?: Record<string, unknown>[];
  /** Keeps the page out of search indexes (payment returns, not-found, signed-in pages). */
  noindex?: boolean;
}

export const SITE_NAME = 'SiteScout';

/** Stands for the site's origin in prerendered HTML; the server puts PUBLIC_URL in its place. */
export const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

export function fullTitle(meta: PageMeta): string {
  return meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside a <script> must not be able to close the tag. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The <head> tags of a page as HTML, for prerendering. */
export function renderHeadTags(meta: PageMeta, path: string, origin: string): string {
  const tags = [
    `<title>${escapeAttr(fullTitle(meta))}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(origin + path)}" />`,
    `<meta property="og:title" content="${escapeAttr(fullTitle(meta))}" />`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(origin + path)}" />`,
    `<meta property="og:type" content="website" />`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  for (const data of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json" data-page-jsonld>${jsonLdText(data)}</script>`);
  }
  return tags.join('\n    ');
}
