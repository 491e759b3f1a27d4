import { useId, useState } from 'react';
import { type AdminAccount, resendReport } from '../api/admin-api';
import { ActionForm } from './action-form';
import { when } from './admin-format';
import { useAdminSession } from './admin-session';

/** E-mails a finished analysis's report again (shown when the account has one). */
export function ResendReportForm({ account, onChanged }: { account: AdminAccount; onChanged: () => void }) {
  const { getAccessToken } = useAdminSession();
  const id = useId();
  const done = account.analyses.filter((a) => a.status === 'done');
  const [analysisId, setAnalysisId] = useState(done[0]?.id ?? '');
  if (done.length === 0) return null;
  return (
    <ActionForm
      title="Resend a report"
      submitLabel="Resend report"
      onSubmit={async (reason) => {
        await resendReport(await getAccessToken(), analysisId || (done[0]?.id ?? ''), reason);
        onChanged();
      }}
    >
      <label htmlFor={`${id}-analysis`}>Analysis</label>
      <select id={`${id}-analysis`} value={analysisId} onChange={(e) => setAnalysisId(e.target.value)}>
        {done.map((a) => (
          <option key={a.id} value={a.id}>
            {a.businessType}, {when(a.createdAt)}
          </option>
        ))}
      </select>
    </ActionForm>
  );
}
