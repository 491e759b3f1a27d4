import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { useBatchesSession } from '../session';
import { BatchPage } from './batch-page';
import { NewBatchPage } from './new-batch-page';
import '../batches.css';

function SignedInOnly({ children }: { children: React.ReactNode }) {
  const session = useBatchesSession();
  const { pathname } = useLocation();
  if (session.loading) return <div className="container section">Checking your session…</div>;
  if (!session.signedIn)
    return (
      <div className="container section">
        <h1>Sign in to score a batch of sites</h1>
        <Link className="btn btn-primary" to={`/sign-in?next=${encodeURIComponent(pathname)}`}>
          Sign In
        </Link>
      </div>
    );
  return <>{children}</>;
}

/** Batch scoring under `/app/batches/*`: the upload form and past batches, and each batch's table. */
export function BatchesAppPage() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <SignedInOnly>
        <Routes>
          <Route index element={<NewBatchPage />} />
          <Route path=":id" element={<BatchPage />} />
        </Routes>
      </SignedInOnly>
    </QueryClientProvider>
  );
}
