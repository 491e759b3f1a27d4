import type { GetAccessToken } from '../api/account-api';
import '../account.css';
import { DataExportSection } from './data-export-section';
import { DeletionBanner, DeletionSection } from './deletion-section';
import { EmailChangeSection } from './email-change-section';
import { useAccountStatus } from './use-account-status';

export interface AccountControlsProps {
  getAccessToken: GetAccessToken;
}

/** The owner's controls on the account page: a pending deletion first, then e-mail, data and deletion. */
export function AccountControls({ getAccessToken }: AccountControlsProps) {
  const { status, reload } = useAccountStatus(getAccessToken);
  return (
    <div className="account-controls">
      <DeletionBanner getAccessToken={getAccessToken} scheduled={status?.deletion ?? null} onChanged={reload} />
      <div className="account-grid">
        <EmailChangeSection getAccessToken={getAccessToken} pending={status?.emailChange ?? null} onChanged={reload} />
        <DataExportSection getAccessToken={getAccessToken} />
        <DeletionSection getAccessToken={getAccessToken} scheduled={status?.deletion ?? null} onChanged={reload} />
      </div>
    </div>
  );
}
