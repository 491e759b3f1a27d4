import { type FormEvent, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { useAction } from '@/lib/use-action';
import { cancelDeletion, type GetAccessToken, requestDeletion } from '../api/account-api';
import { PasswordField } from './password-field';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export interface DeletionSectionProps {
  getAccessToken: GetAccessToken;
  scheduled: { eraseAt: string } | null;
  onChanged: () => void;
}

/** The pending deletion, with the way to keep the account: shown first on the account page after signing in. */
export function DeletionBanner({ getAccessToken, scheduled, onChanged }: DeletionSectionProps) {
  const [problem, setProblem] = useState<string | null>(null);
  if (!scheduled) return null;
  async function keep() {
    try {
      await cancelDeletion(await getAccessToken());
      onChanged();
    } catch (error) {
      setProblem((error as Error).message);
    }
  }
  return (
    <div className="account-deletion-banner" role="alert">
      <p>
        Your account will be deleted on <strong>{dateTime.format(new Date(scheduled.eraseAt))}</strong>. Until then you
        can keep it.
      </p>
      <button type="button" className="btn btn-primary" onClick={keep}>
        Keep My Account
      </button>
      {problem && <p className="form-error">{problem}</p>}
    </div>
  );
}

/** Delete the account: asks for the password; the account stays usable through the grace period. */
export function DeletionSection({ getAccessToken, scheduled, onChanged }: DeletionSectionProps) {
  const [password, setPassword] = useState('');
  const { busy, problem, run } = useAction();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      await requestDeletion(await getAccessToken(), password);
      setPassword('');
      onChanged();
    });
  }
  return (
    <section className="auth-card account-card" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title">Delete Account</h2>
      {scheduled ? (
        <p>Your account is scheduled for deletion; see the notice at the top of this page to keep it.</p>
      ) : (
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <p>
            Your profile, analyses and batches are erased after a grace period; we e-mail you the date and how to keep
            the account. Orders and the credit history are kept as bookkeeping law requires, no longer linked to you.
          </p>
          <PasswordField label="Password to delete" value={password} onChange={setPassword} />
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          <BusyButton type="submit" className="btn btn-outline" busy={busy}>
            Delete My Account
          </BusyButton>
        </form>
      )}
    </section>
  );
}
