import type { AppRoute } from '@/app/site-route';
import { lazyPage } from '@/components/routing/lazy-page';
import type { PageMeta } from '@/components/seo/page-meta';
import { COVERAGE_PATH } from './paths';

const coverageMeta: PageMeta = {
  title: 'Data Coverage',
  description: 'Which areas this SiteScout server has data for, layer by layer, with sources and vintages.',
  noindex: true,
};

/** The coverage page is a chunk of its own (it asks the server at run time; nothing to prerender). */
const CoveragePage = lazyPage(() => import('./pages/coverage-page').then((m) => m.CoveragePage));

export const coverageRoutes: AppRoute[] = [{ path: COVERAGE_PATH, Page: CoveragePage, meta: coverageMeta }];
