import { useEffect } from 'react';
import { fullTitle, jsonLdText, ORIGIN_PLACEHOLDER, type PageMeta } from './page-meta';

function upsert(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

function siteOrigin(): string {
  // The prerendered canonical link carries the configured PUBLIC_URL; fall back to where we are.
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    if (canonical?.href) return new URL(canonical.href).origin;
  } catch {
    // ignore a malformed link and use the current origin
  }
  return window.location.origin;
}

/** Keeps <head> in step with the page after client-side navigation (the first load is prerendered). */
export function usePageMeta(meta: PageMeta, path: string): void {
  useEffect(() => {
    const origin = siteOrigin();
    document.title = fullTitle(meta);
    const metaTag = (name: string, attr: 'name' | 'property', content: string) =>
      upsert(
        `meta[${attr}="${name}"]`,
        () => {
          const el = document.createElement('meta');
          el.setAttribute(attr, name);
          return el;
        },
        (el) => el.setAttribute('content', content),
      );
    metaTag('description', 'name', meta.description);
    metaTag('og:title', 'property', fullTitle(meta));
    metaTag('og:description', 'property', meta.description);
    metaTag('og:url', 'property', origin + path);
    upsert(
      'link[rel="canonical"]',
      () => {
        const el = document.createElement('link');
        el.setAttribute('rel', 'canonical');
        return el;
      },
      (el) => el.setAttribute('href', origin + path),
    );
    const robots = document.head.querySelector('meta[name="robots"]');
    if (meta.noindex && !robots) metaTag('robots', 'name', 'noindex');
    // A page state (see use-noindex.ts) may keep its own noindex on an otherwise indexable page.
    if (!meta.noindex && robots && !robots.hasAttribute('data-state-noindex')) robots.remove();
    for (const old of document.head.querySelectorAll('script[data-page-jsonld]')) old.remove();
    for (const data of meta.jsonLd ?? []) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.pageJsonld = '';
      // JSON-LD may hold absolute URLs written against the placeholder origin (see json-ld.ts).
      script.textContent = jsonLdText(data).replaceAll(ORIGIN_PLACEHOLDER, origin);
      document.head.appendChild(script);
    }
  }, [meta, path]);
}
