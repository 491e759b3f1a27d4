import type { AppRoute } from '@/app/site-route';
import { PROBLEM_PATH, ProblemPage, problemMeta } from './pages/problem-page';

/** Client-rendered: the page a link that failed on the server is redirected to. */
export const errorRoutes: AppRoute[] = [{ path: PROBLEM_PATH, Page: ProblemPage, meta: problemMeta }];
