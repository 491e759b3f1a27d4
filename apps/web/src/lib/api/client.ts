import createClient from 'openapi-fetch';
import type { paths } from './schema';

/** Typed client for SiteScout's API; its types are generated from apps/server/openapi.json (npm run api:types). */
export const api = createClient<paths>({ baseUrl: '' });

/**
 * Sent on `window` when the server refuses this browser's access token (401): the session may have been ended
 * elsewhere. The auth feature checks with the server and, if so, signs this browser out and says why.
 */
export const ACCESS_REFUSED_EVENT = 'sitescout:access-refused';

api.use({
  onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has('authorization') && typeof window !== 'undefined')
      window.dispatchEvent(new Event(ACCESS_REFUSED_EVENT));
    return response;
  },
});
