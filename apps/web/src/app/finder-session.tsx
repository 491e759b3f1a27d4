import type { ComponentType } from 'react';
import type { AppRoute } from '@/app/site-route';
import { useAuth } from '@/features/auth';
import { FinderSessionProvider } from '@/features/finder';

// Where the finder feature meets the auth feature: the session goes in through the finder's own context.

function withSession(Page: ComponentType): ComponentType {
  return function FinderWithSession() {
    const auth = useAuth();
    return (
      <FinderSessionProvider
        value={{ loading: auth.loading, signedIn: auth.user !== null, getAccessToken: auth.getAccessToken }}
      >
        <Page />
      </FinderSessionProvider>
    );
  };
}

/** The finder route with the session provided; the lazy page's chunk still loads only when routed to. */
export function withFinderSession(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => ({ ...route, Page: withSession(route.Page) }));
}
