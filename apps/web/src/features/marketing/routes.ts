import type { SiteRoute } from '@/app/site-route';
import { HomePage, homeMeta } from './pages/home-page';
import { HowItWorksPage, howItWorksMeta } from './pages/how-it-works-page';

/** The public marketing pages, in sitemap order. */
export const marketingRoutes: SiteRoute[] = [
  { path: '/', Page: HomePage, meta: homeMeta },
  { path: '/how-it-works', Page: HowItWorksPage, meta: howItWorksMeta },
];
