import type { AppRoute } from '@/app/site-route';
import { EmailChangePage, emailChangeMeta } from './pages/email-change-page';

/** Where the e-mail change's links land (no session needed: the link's token is the proof). */
export const accountAppRoutes: AppRoute[] = [{ path: '/email-change', Page: EmailChangePage, meta: emailChangeMeta }];
