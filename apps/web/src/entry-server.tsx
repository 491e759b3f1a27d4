import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { appRoutes, notFoundRoute, publicRoutes } from './app/routes';
import { ORIGIN_PLACEHOLDER, renderHeadTags } from './components/seo/page-meta';

export interface PrerenderedPage {
  path: string;
  head: string;
  html: string;
}

/** Renders one public page (or the not-found page for an unknown path) to HTML, for the build. */
export function renderPage(path: string): PrerenderedPage {
  const route = publicRoutes.find((r) => r.path === path) ?? notFoundRoute;
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { path, head: renderHeadTags(route.meta, path, ORIGIN_PLACEHOLDER), html };
}

/** Loads every code-split page; the prerender awaits it before rendering. */
export { preloadAllPages } from './components/routing/lazy-page';

export const publicPaths: string[] = publicRoutes.map((r) => r.path);
export const appPaths: string[] = appRoutes.map((r) => r.path);

/** Head of the empty shell that client-rendered app pages start from. */
export const shellHead: string = renderHeadTags(
  { title: 'SiteScout', description: 'SiteScout location analysis', noindex: true },
  '/',
  ORIGIN_PLACEHOLDER,
);
