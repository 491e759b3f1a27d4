import { Route, Routes } from 'react-router';
import { SignedInApp } from '@/components/routing/signed-in-app';
import { useBatchesSession } from '../session';
import { BatchPage } from './batch-page';
import { NewBatchPage } from './new-batch-page';
import '../batches.css';

/** Batch scoring under `/app/batches/*`: the upload form and past batches, and each batch's table. */
export function BatchesAppPage() {
  return (
    <SignedInApp session={useBatchesSession()} title="Sign in to score a batch of sites">
      <Routes>
        <Route index element={<NewBatchPage />} />
        <Route path=":id" element={<BatchPage />} />
      </Routes>
    </SignedInApp>
  );
}
