import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by apps/web/scripts/prerender.mjs: which paths are pages and which file holds each. */
export interface SiteManifest {
  /** Prerendered public pages. */
  pages: { path: string; file: string }[];
  /** Client-rendered routes (signed-in app); `/*` at the end matches a whole subtree. */
  appRoutes: string[];
  /** Prerendered not-found page. */
  notFound: string;
  /** Empty shell the client renders app routes into. */
  shell: string;
  /** Small generated text files served at their path with the origin filled in (robots.txt, sitemap.xml). */
  textFiles?: { path: string; contentType: string; body: string }[];
}

/** Stands in the prerendered HTML for the site's origin, which is known only at run time (PUBLIC_URL). */
export const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

export interface LoadedSite {
  pages: Map<string, string>;
  appRoutes: string[];
  notFoundHtml: string;
  shellHtml: string;
  textFiles: { path: string; contentType: string; body: string }[];
}

export function loadSite(webDist: string, publicUrl: string): LoadedSite | undefined {
  const manifestPath = join(webDist, 'site-manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as SiteManifest;
  const read = (file: string) => readFileSync(join(webDist, file), 'utf8').replaceAll(ORIGIN_PLACEHOLDER, publicUrl);
  return {
    pages: new Map(manifest.pages.map((page) => [page.path, read(page.file)])),
    appRoutes: manifest.appRoutes,
    notFoundHtml: read(manifest.notFound),
    shellHtml: read(manifest.shell),
    textFiles: (manifest.textFiles ?? []).map((f) => ({
      ...f,
      body: f.body.replaceAll(ORIGIN_PLACEHOLDER, publicUrl),
    })),
  };
}

export function matchesAppRoute(path: string, appRoutes: string[]): boolean {
  return appRoutes.some((route) =>
    route.endsWith('/*') ? path === route.slice(0, -2) || path.startsWith(route.slice(0, -1)) : path === route,
  );
}
