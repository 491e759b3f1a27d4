import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { APP_START_PATH } from '@/components/layout/nav-links';
import type { PageMeta } from '@/components/seo/page-meta';
import { BusyButton } from '@/components/ui/busy-button';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { NewPasswordField } from '../components/new-password-field';
import { TextField } from '../components/text-field';
import { useAuth } from '../hooks/use-auth';
import { useFormSubmit } from '../hooks/use-form-submit';

export const signUpMeta: PageMeta = {
  title: 'Create Your Account',
  description: 'Create a SiteScout account: your first location analysis is free, and credits never expire.',
};

export function SignUpPage() {
  const auth = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, problem, run } = useFormSubmit();

  if (!auth.loading && auth.user) return <Navigate to="/account" replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const ok = await run(async () =>
      (await auth.client()).signUp({
        email: address,
        password,
        options: {
          data: name.trim() ? { full_name: name.trim() } : {},
          // Once the password is entered on the page the confirmation link opens: the new-analysis form, signed in.
          emailRedirectTo: `${window.location.origin}${APP_START_PATH}`,
        },
      }),
    );
    if (ok) setSentTo(address);
  }

  if (sentTo) {
    return (
      <AuthCard title="Check Your E-mail">
        <p role="status">
          We sent a confirmation link to <strong>{sentTo}</strong>. Open it and enter your password again to finish
          creating your account; it works once and expires in 24 hours.
        </p>
        <p>
          Already have an account with this address? <Link to="/sign-in">Sign in</Link> or{' '}
          <Link to="/forgot-password">reset your password</Link>.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create Your Account"
      intro="Your first analysis is free. No credit card needed."
      footer={
        <p>
          Already have an account? <Link to="/sign-in">Sign in</Link>. Prefer your phone?{' '}
          <Link to="/register-sms">Sign up by SMS</Link>.
        </p>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField label="Full name" name="name" autoComplete="name" value={name} onChange={setName} />
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
        <NewPasswordField value={password} onChange={setPassword} problem={problem} />
        <FormAlert problem={problem} fields={['email', 'password']} />
        <BusyButton type="submit" className="btn btn-primary auth-submit" busy={busy}>
          {busy ? 'Creating Account...' : 'Create Account'}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
