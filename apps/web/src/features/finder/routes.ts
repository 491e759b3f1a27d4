import type { AppRoute } from '@/app/site-route';
import { lazyPage } from '@/components/routing/lazy-page';
import type { PageMeta } from '@/components/seo/page-meta';
import { FINDER_PATH } from './paths';

const finderMeta: PageMeta = {
  title: 'Where Should I Open?',
  description: 'Rank the ZIP areas of a county, a city or a circle for your business, from public data.',
  noindex: true,
};

/** A chunk of its own (MapLibre, the table): loaded only when routed to. */
const FinderPage = lazyPage(() => import('./pages/finder-page').then((m) => m.FinderPage));

export const finderRoutes: AppRoute[] = [{ path: FINDER_PATH, Page: FinderPage, meta: finderMeta }];
