import { NotFoundPage, notFoundMeta } from '@/features/errors/pages/not-found-page';
import { HomePage, homeMeta } from '@/features/marketing/pages/home-page';
import { HowItWorksPage, howItWorksMeta } from '@/features/marketing/pages/how-it-works-page';
import type { AppRoute, SiteRoute } from './site-route';

/**
 * Every public path of the site. The prerender script, the server (via the site manifest),
 * the sitemap and the browser router all read this one list.
 */
export const publicRoutes: SiteRoute[] = [
  { path: '/', Page: HomePage, meta: homeMeta },
  { path: '/how-it-works', Page: HowItWorksPage, meta: howItWorksMeta },
];

/** Client-rendered pages of the signed-in app (not prerendered, never indexed). */
export const appRoutes: AppRoute[] = [];

export const notFoundRoute: SiteRoute = { path: '*', Page: NotFoundPage, meta: notFoundMeta };
