import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';
import { BusyButton } from '@/components/ui/busy-button';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { NewPasswordField } from '../components/new-password-field';
import { TextField } from '../components/text-field';
import { useAuth } from '../hooks/use-auth';
import { useFormSubmit } from '../hooks/use-form-submit';
import { verifyWithPassword } from '../lib/verify-with-password';

export const registerSmsMeta: PageMeta = {
  title: 'Sign Up by SMS',
  description: 'Create a SiteScout account with your mobile number: we text you a one-time code to confirm it.',
  noindex: true,
};

/** SMS sign-up: phone and password, then the six-digit code we text. */
export function RegisterSmsPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const { busy, problem, setProblem, run } = useFormSubmit();

  if (!auth.loading && auth.user && !codeSent) return <Navigate to="/account" replace />;

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const ok = await run(async () =>
      (await auth.client()).signUp({
        phone: phone.trim(),
        password,
        options: { channel: 'sms', data: name.trim() ? { full_name: name.trim() } : {} },
      }),
    );
    if (ok) setCodeSent(true);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem({ field: 'code', message: 'Enter the 6-digit code from the text message.' });
      return;
    }
    // The password chosen above goes with the code, so it is the account's password from now on (even if
    // someone else signed up with this number first).
    const ok = await run(async () =>
      verifyWithPassword(await auth.client(), { type: 'sms', phone: phone.trim(), token: code.trim(), password }),
    );
    if (ok) navigate('/account');
  }

  if (codeSent) {
    return (
      <AuthCard
        title="Enter Your Code"
        intro={`We texted a 6-digit code to ${phone.trim()}. It expires in 10 minutes; after 5 wrong tries you need a new one.`}
        footer={
          <p>
            Wrong number?{' '}
            <button type="button" className="link-button" onClick={() => setCodeSent(false)}>
              Start again
            </button>
          </p>
        }
      >
        <form className="auth-form" onSubmit={verify} noValidate>
          <TextField
            label="Code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={setCode}
            required
            error={problem?.field === 'code' ? problem.message : undefined}
          />
          <FormAlert problem={problem} fields={['code']} />
          <BusyButton type="submit" className="btn btn-primary auth-submit" busy={busy}>
            {busy ? 'Checking...' : 'Confirm'}
          </BusyButton>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign Up by SMS"
      intro="Create your account with your mobile number. Your first analysis is free."
      footer={
        <p>
          Prefer e-mail? <Link to="/sign-up">Sign up with e-mail</Link>. Have an account?{' '}
          <Link to="/sign-in">Sign in</Link>.
        </p>
      }
    >
      <form className="auth-form" onSubmit={sendCode} noValidate>
        <TextField label="Full name" name="name" autoComplete="name" value={name} onChange={setName} />
        <TextField
          label="Mobile number"
          name="phone"
          type="tel"
          autoComplete="tel"
          hint="With country code, e.g. +1 555 010 2030"
          value={phone}
          onChange={setPhone}
          required
          error={problem?.field === 'phone' ? problem.message : undefined}
        />
        <NewPasswordField value={password} onChange={setPassword} problem={problem} />
        <FormAlert problem={problem} fields={['phone', 'password']} />
        <BusyButton type="submit" className="btn btn-primary auth-submit" busy={busy}>
          {busy ? 'Sending Code...' : 'Text Me a Code'}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
