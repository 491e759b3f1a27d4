import type { ComponentType } from 'react';
import type { AppRoute } from '@/app/site-route';
import { useAuth } from '@/features/auth';
import { BatchesSessionProvider } from '@/features/batches';

// Where the batches feature meets the auth feature: the session goes in through the batches' own context.

function withSession(Page: ComponentType): ComponentType {
  return function BatchesWithSession() {
    const auth = useAuth();
    return (
      <BatchesSessionProvider
        value={{ loading: auth.loading, signedIn: auth.user !== null, getAccessToken: auth.getAccessToken }}
      >
        <Page />
      </BatchesSessionProvider>
    );
  };
}

/** The batch routes with the session provided; the lazy page's chunk still loads only when routed to. */
export function withBatchesSession(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => ({ ...route, Page: withSession(route.Page) }));
}
