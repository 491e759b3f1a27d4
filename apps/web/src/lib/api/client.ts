import createClient from 'openapi-fetch';
import type { paths } from './schema';

/** Typed client for SiteScout's API; its types are generated from apps/server/openapi.json (npm run api:types). */
export const api = createClient<paths>({ baseUrl: '' });
