import type { AppRoute } from '@/app/site-route';
import { lazyPage } from '@/components/routing/lazy-page';
import type { PageMeta } from '@/components/seo/page-meta';
import { BATCHES_PATH } from './paths';

const batchesMeta: PageMeta = {
  title: 'Batch Scoring',
  description: 'Score up to 1,000 addresses at once and download the ranked table as CSV or Excel.',
  noindex: true,
};

/** The batch pages, a chunk of their own. */
export const BatchesAppPage = lazyPage(() => import('./pages/batches-app-page').then((m) => m.BatchesAppPage));

export const batchesAppRoutes: AppRoute[] = [{ path: `${BATCHES_PATH}/*`, Page: BatchesAppPage, meta: batchesMeta }];
