import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { useAction } from '@/lib/use-action';
import { type GetAccessToken, requestEmailChange } from '../api/account-api';
import { PasswordField } from './password-field';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface EmailChangeSectionProps {
  getAccessToken: GetAccessToken;
  /** A change already waiting for the new address (from the account status). */
  pending: { newEmail: string; confirmBy: string } | null;
  onChanged: () => void;
}

/** Change the e-mail address: the new address confirms with a link; the old one is told and can cancel. */
export function EmailChangeSection({ getAccessToken, pending, onChanged }: EmailChangeSectionProps) {
  const emailId = useId();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, problem, run } = useAction();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      await requestEmailChange(await getAccessToken(), newEmail.trim(), password);
      setPassword('');
      setNewEmail('');
      onChanged();
    });
  }

  return (
    <section className="auth-card account-card" aria-labelledby="account-email-title">
      <h2 id="account-email-title">Change E-mail</h2>
      {pending && (
        <p role="status" className="account-notice">
          We sent a link to <strong>{pending.newEmail}</strong>. Your address changes once you open it (before{' '}
          {dateTime.format(new Date(pending.confirmBy))}); until then you sign in with your current address.
        </p>
      )}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={emailId}>New e-mail</label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            required
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
          />
        </div>
        <PasswordField label="Password to change e-mail" value={password} onChange={setPassword} />
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <BusyButton type="submit" className="btn btn-primary" busy={busy}>
          {busy ? 'Sending…' : 'Change E-mail'}
        </BusyButton>
      </form>
    </section>
  );
}
