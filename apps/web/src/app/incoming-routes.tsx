import { useAuth } from '@/features/auth';
import { ReceivedAnalysesPage, receivedAnalysesMeta } from '@/features/incoming';
import type { AppRoute } from './site-route';

// Where auth and incoming meet: the received-analyses page gets the session from auth.

function ReceivedAnalysesWithSession() {
  const auth = useAuth();
  return (
    <ReceivedAnalysesPage
      session={{ loading: auth.loading, email: auth.user?.email ?? null, getAccessToken: auth.getAccessToken }}
      signInHref="/sign-in"
    />
  );
}

/** Signed-in pages of the incoming feature: `/app/received` (links with `?analysis=&email=` land here too). */
export const incomingAppRoutes: AppRoute[] = [
  { path: '/app/received', Page: ReceivedAnalysesWithSession, meta: receivedAnalysesMeta },
];
