import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../hooks/use-auth';
import { useFormSubmit } from '../hooks/use-form-submit';
import { FormAlert } from './form-alert';
import { NewPasswordField } from './new-password-field';

/** Sets a new password for the signed-in account (after a recovery link, or from the account page). */
export function NewPasswordForm({ submitLabel, onDone }: { submitLabel: string; onDone?: () => void }) {
  const auth = useAuth();
  const [password, setPassword] = useState('');
  const { busy, problem, run } = useFormSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const ok = await run(async () => (await auth.client()).updateUser({ password }));
    if (ok) {
      setPassword('');
      toast.success('Password changed', { description: 'Use your new password next time you sign in.' });
      onDone?.();
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <NewPasswordField
        label="New password"
        name="new-password"
        value={password}
        onChange={setPassword}
        problem={problem}
      />
      <FormAlert problem={problem} fields={['password']} />
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </button>
    </form>
  );
}
