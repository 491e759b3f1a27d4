import type { AppRoute } from '@/app/site-route';
import { lazyPage } from '@/components/routing/lazy-page';
import type { PageMeta } from '@/components/seo/page-meta';

const analysesMeta: PageMeta = {
  title: 'Your Analyses',
  description: 'Run location analyses, compare sites and download your reports.',
  noindex: true,
};

/** The analyses app, loaded lazily so marketing pages never download the map and charts. */
export const AnalysesAppPage = lazyPage(() => import('./pages/analyses-app-page').then((m) => m.AnalysesAppPage));

/** Client-rendered: `/app/analyses`, `/app/analyses/new`, `/app/analyses/:id` (one subtree for the server). */
export const analysesAppRoutes: AppRoute[] = [{ path: '/app/analyses/*', Page: AnalysesAppPage, meta: analysesMeta }];
