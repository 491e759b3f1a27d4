import type { AppRoute } from '@/app/site-route';
import { lazyPage } from '@/components/routing/lazy-page';
import type { PageMeta } from '@/components/seo/page-meta';
import { ADMIN_PATH } from './paths';

const adminMeta: PageMeta = {
  title: 'Admin',
  description: 'Look accounts up, grant Pro, add or refund credits, resend reports; the audit log.',
  noindex: true,
};

/** A chunk of its own: only administrators ever load it. */
const AdminPage = lazyPage(() => import('./pages/admin-page').then((m) => m.AdminPage));

export const adminRoutes: AppRoute[] = [{ path: ADMIN_PATH, Page: AdminPage, meta: adminMeta }];
