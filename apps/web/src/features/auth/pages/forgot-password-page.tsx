import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';
import { BusyButton } from '@/components/ui/busy-button';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { useAuth } from '../hooks/use-auth';
import { useFormSubmit } from '../hooks/use-form-submit';

export const forgotPasswordMeta: PageMeta = {
  title: 'Forgot Password',
  description: 'Reset the password of your SiteScout account with a link sent to your e-mail.',
  noindex: true,
};

export function ForgotPasswordPage() {
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, problem, run } = useFormSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const ok = await run(async () =>
      (await auth.client()).resetPasswordForEmail(address, { redirectTo: `${window.location.origin}/reset-password` }),
    );
    if (ok) setSentTo(address);
  }

  if (sentTo) {
    return (
      <AuthCard title="Check Your E-mail">
        <p role="status">
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password. The link works
          once and expires in 1 hour.
        </p>
        <p>
          <Link to="/sign-in">Back to sign in</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Your Password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/sign-in">Sign in</Link>
        </p>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
          error={problem?.field === 'email' ? problem.message : undefined}
        />
        <FormAlert problem={problem} fields={['email']} />
        <BusyButton type="submit" className="btn btn-primary auth-submit" busy={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
