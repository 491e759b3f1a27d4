import { useState } from 'react';
import type { GetAccessToken } from '../api/access-token';
import { cancelPro, resumePro } from '../api/pro-membership';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export interface ProCancelControlsProps {
  getAccessToken: GetAccessToken;
  /** When a cancelled Pro ends; null while it renews. */
  endsAt: string | null;
  /** Granted until `endsAt` by an administrator: nothing to resume. */
  endsAtFixed: boolean;
  onChanged: () => void;
}

/** Cancel Pro at the end of the month ("Pro until …"), or resume it before then. */
export function ProCancelControls({ getAccessToken, endsAt, endsAtFixed, onChanged }: ProCancelControlsProps) {
  const [problem, setProblem] = useState<string | null>(null);
  async function run(action: (token: string) => Promise<unknown>) {
    setProblem(null);
    const token = await getAccessToken();
    if (!token) return;
    try {
      await action(token);
      onChanged();
    } catch (error) {
      setProblem((error as Error).message);
    }
  }
  return (
    <div className="billing-pro-cancel">
      {endsAt && endsAtFixed ? (
        <p data-testid="pro-until">Pro until {dayFormat.format(new Date(endsAt))}, as granted.</p>
      ) : endsAt ? (
        <>
          <p data-testid="pro-until">
            Pro until {dayFormat.format(new Date(endsAt))}. It will not renew; your analysis credits stay.
          </p>
          <button type="button" className="btn btn-outline" onClick={() => run(resumePro)}>
            Resume Pro
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => run(cancelPro)}>
          Cancel Pro
        </button>
      )}
      {problem && (
        <p className="billing-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
