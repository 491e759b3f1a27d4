import { accountAppRoutes } from '@/features/account';
import { adminRoutes } from '@/features/admin';
import { analysesAppRoutes } from '@/features/analyses/routes';
import { authAppRoutes, authRoutes } from '@/features/auth/routes';
import { batchesAppRoutes } from '@/features/batches/routes';
import { coverageRoutes } from '@/features/data-coverage';
import { NotFoundPage, notFoundMeta } from '@/features/errors/pages/not-found-page';
import { errorRoutes } from '@/features/errors/routes';
import { finderRoutes } from '@/features/finder';
import { marketingRoutes } from '@/features/marketing/routes';
import { withAdminSession } from './admin-session';
import { withAnalysesSession } from './analyses-session';
import { withBatchesSession } from './batches-session';
import { withComposedPages } from './composed-pages';
import { withFinderSession } from './finder-session';
import { incomingAppRoutes } from './incoming-routes';
import type { AppRoute, SiteRoute } from './site-route';

/**
 * Every public path of the site. The prerender script, the server (via the site manifest),
 * the sitemap and the browser router all read this one list. Each feature exports its own
 * route list; pages that combine features are composed here (see STYLE.md: no cross-feature imports).
 */
export const publicRoutes: SiteRoute[] = withComposedPages([...marketingRoutes, ...authRoutes]);

/** Client-rendered pages of the signed-in app (not prerendered, never indexed). */
export const appRoutes: AppRoute[] = withComposedPages([
  ...authAppRoutes,
  ...accountAppRoutes,
  ...withAnalysesSession(analysesAppRoutes),
  ...withFinderSession(finderRoutes),
  ...withBatchesSession(batchesAppRoutes),
  ...incomingAppRoutes,
  ...withAdminSession(adminRoutes),
  ...coverageRoutes,
  ...errorRoutes,
]);

export const notFoundRoute: SiteRoute = { path: '*', Page: NotFoundPage, meta: notFoundMeta };
