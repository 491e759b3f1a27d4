import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { useAuth } from '../hooks/use-auth';
import { useFormSubmit } from '../hooks/use-form-submit';
import { FormAlert } from './form-alert';
import { NewPasswordField } from './new-password-field';
import { TextField } from './text-field';

interface NewPasswordFormProps {
  submitLabel: string;
  onDone?: () => void;
  /** The password field's label ("New password" unless said). */
  passwordLabel?: string;
  /** The notice shown once saved (else "Password changed" and what happened to other devices). */
  notice?: { title: string; description: string };
  /**
   * Saves the password another way than the account page's (which asks for the current one): the reset and
   * confirmation pages redeem their e-mailed link with it.
   */
  save?: (password: string) => Promise<{ error: unknown }>;
}

/**
 * Chooses a new password: on the account page with the current password (other devices are then signed out and
 * the owner is e-mailed), or with a recovery link (`save`).
 */
export function NewPasswordForm({
  submitLabel,
  onDone,
  passwordLabel = 'New password',
  notice,
  save,
}: NewPasswordFormProps) {
  const auth = useAuth();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const { busy, problem, run } = useFormSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const ok = await run(async () =>
      save ? save(password) : (await auth.client()).updateUser({ password, current_password: current }),
    );
    if (ok) {
      setCurrent('');
      setPassword('');
      toast.success(notice?.title ?? 'Password changed', {
        description:
          notice?.description ??
          (save
            ? 'You are signed in; every other device was signed out.'
            : 'Other devices were signed out. Use your new password next time you sign in.'),
      });
      onDone?.();
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {save ? null : (
        <TextField
          label="Current password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          hint="Leave empty if your account never had one (it was opened from a link we e-mailed)."
          value={current}
          onChange={setCurrent}
          required
          error={problem?.field === 'current_password' ? problem.message : undefined}
        />
      )}
      <NewPasswordField
        label={passwordLabel}
        name="new-password"
        value={password}
        onChange={setPassword}
        problem={problem}
      />
      <FormAlert problem={problem} fields={['current_password', 'password']} />
      <BusyButton type="submit" className="btn btn-primary auth-submit" busy={busy}>
        {busy ? 'Saving...' : submitLabel}
      </BusyButton>
    </form>
  );
}
