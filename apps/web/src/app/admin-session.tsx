import type { ComponentType } from 'react';
import type { AppRoute } from '@/app/site-route';
import { AdminSessionProvider } from '@/features/admin';
import { useAuth } from '@/features/auth';

// Where the admin feature meets the auth feature: the session goes in through the admin feature's own context.

function withSession(Page: ComponentType): ComponentType {
  return function AdminWithSession() {
    const auth = useAuth();
    return (
      <AdminSessionProvider
        value={{ loading: auth.loading, signedIn: auth.user !== null, getAccessToken: auth.getAccessToken }}
      >
        <Page />
      </AdminSessionProvider>
    );
  };
}

/** The admin route with the session provided. */
export function withAdminSession(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => ({ ...route, Page: withSession(route.Page) }));
}
