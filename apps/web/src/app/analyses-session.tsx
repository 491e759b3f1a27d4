import type { ComponentType } from 'react';
import type { AppRoute } from '@/app/site-route';
import { AnalysesSessionProvider } from '@/features/analyses';
import { useAuth } from '@/features/auth';
import { AppPaymentReturnSlot, InlineCompleteReportSlot } from './billing-slots';

// Where the analyses feature meets the auth feature: the session goes in through the analyses' own context.

function withSession(Page: ComponentType): ComponentType {
  return function AnalysesWithSession() {
    const auth = useAuth();
    return (
      <AnalysesSessionProvider
        value={{
          loading: auth.loading,
          signedIn: auth.user !== null,
          email: auth.user?.email ?? null,
          getAccessToken: auth.getAccessToken,
          slots: { paymentNotice: <AppPaymentReturnSlot />, buyCompleteReport: <InlineCompleteReportSlot /> },
        }}
      >
        <Page />
      </AnalysesSessionProvider>
    );
  };
}

/** The analyses routes with the session provided; the lazy page's chunk still loads only when routed to. */
export function withAnalysesSession(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => ({ ...route, Page: withSession(route.Page) }));
}
