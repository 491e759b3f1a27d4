import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';
import { BusyButton } from '@/components/ui/busy-button';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { useAuth } from '../hooks/use-auth';
import { useFormSubmit } from '../hooks/use-form-submit';
import { nextPath } from '../lib/next-path';

export const signInMeta: PageMeta = {
  title: 'Sign In',
  description: 'Sign in to your SiteScout account to run location analyses, see your reports and manage credits.',
};

type Method = 'email' | 'phone';

export function SignInPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  // `?next=/credits` brings people back to what they were doing (e.g. buying) after signing in.
  const { search } = useLocation();
  const destination = nextPath(search);
  // Sent here to buy (`?why=buy`): say that buying needs an account, so "Welcome back" is not all a newcomer reads.
  const buying = new URLSearchParams(search).get('why') === 'buy';
  const [method, setMethod] = useState<Method>('email');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const { busy, problem, run } = useFormSubmit();

  if (!auth.loading && auth.user) return <Navigate to={destination} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const credentials =
      method === 'email' ? { email: identifier.trim(), password } : { phone: identifier.trim(), password };
    const ok = await run(async () => (await auth.client()).signInWithPassword(credentials));
    if (ok) navigate(destination);
  }

  return (
    <AuthCard
      title="Sign In"
      intro={
        buying ? (
          <>
            Buying needs a SiteScout account, so your report and credits are kept for you. Sign in, or{' '}
            <Link to="/sign-up">create a free account</Link>, and you come back to buy.
          </>
        ) : (
          'Welcome back. Sign in to see your analyses, reports and credits.'
        )
      }
      footer={
        <>
          <p>
            <Link to="/forgot-password">Forgot your password?</Link>
          </p>
          <p>
            New to SiteScout? <Link to="/sign-up">Create an account</Link> or{' '}
            <Link to="/register-sms">sign up with your phone</Link>.
          </p>
        </>
      }
    >
      {auth.endedReason && (
        <p className="auth-notice" role="status" data-testid="session-ended">
          {auth.endedReason}
        </p>
      )}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <fieldset className="auth-method">
          <legend>Sign in with</legend>
          {(['email', 'phone'] as const).map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="method"
                value={m}
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  setIdentifier('');
                }}
              />{' '}
              {m === 'email' ? 'E-mail' : 'Phone'}
            </label>
          ))}
        </fieldset>
        {method === 'email' ? (
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={identifier}
            onChange={setIdentifier}
            required
            error={problem?.field === 'email' ? problem.message : undefined}
          />
        ) : (
          <TextField
            label="Phone number"
            name="phone"
            type="tel"
            autoComplete="tel"
            hint="With country code, e.g. +1 555 010 2030"
            value={identifier}
            onChange={setIdentifier}
            required
            error={problem?.field === 'phone' ? problem.message : undefined}
          />
        )}
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
          error={problem?.field === 'password' ? problem.message : undefined}
        />
        <FormAlert problem={problem} fields={[method, 'password']} />
        <BusyButton type="submit" className="btn btn-primary auth-submit" busy={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
