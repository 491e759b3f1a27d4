import type { AppRoute } from '@/app/site-route';
import { lazyPage } from '@/components/routing/lazy-page';
import type { PageMeta } from '@/components/seo/page-meta';
import { FREE_ANALYSIS_PATH } from './components/free-analysis-link';
import { GLOSSARY_PATH } from './lib/paths';

const analysesMeta: PageMeta = {
  title: 'Your Analyses',
  description: 'Run location analyses, compare sites and download your reports.',
  noindex: true,
};

/** The analyses app, loaded lazily so marketing pages never download the map and charts. */
export const AnalysesAppPage = lazyPage(() => import('./pages/analyses-app-page').then((m) => m.AnalysesAppPage));

const freeAnalysisMeta: PageMeta = {
  title: 'Your Free Analysis',
  description: 'Ask for a free location analysis of one address with only your e-mail address.',
  noindex: true,
};

/** The free-analysis form, a chunk of its own (it carries the pin map). */
export const FreeAnalysisPage = lazyPage(() => import('./pages/free-analysis-page').then((m) => m.FreeAnalysisPage));

const glossaryMeta: PageMeta = {
  title: 'Glossary',
  description: 'What the terms in a SiteScout analysis mean: site score, Huff model, β, NAICS codes and more.',
};

/** The glossary the dashboard's "How we got this" folds link to. */
export const GlossaryPage = lazyPage(() => import('./pages/glossary-page').then((m) => m.GlossaryPage));

/**
 * Client-rendered: `/app/analyses`, `/app/analyses/new`, `/app/analyses/:id` (one subtree for the server), and
 * `/free-analysis` for visitors without an account, and `/glossary`.
 */
export const analysesAppRoutes: AppRoute[] = [
  { path: '/app/analyses/*', Page: AnalysesAppPage, meta: analysesMeta },
  { path: FREE_ANALYSIS_PATH, Page: FreeAnalysisPage, meta: freeAnalysisMeta },
  { path: GLOSSARY_PATH, Page: GlossaryPage, meta: glossaryMeta },
];
