import { Link, useNavigate } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { useAuth } from '../hooks/use-auth';

export const resetPasswordMeta: PageMeta = {
  title: 'Choose a New Password',
  description: 'Choose a new password for your SiteScout account.',
  noindex: true,
};

/** Where the recovery link lands: auth-js signs the user in from the link, then they pick a new password. */
export function ResetPasswordPage() {
  const auth = useAuth();
  const navigate = useNavigate();

  if (auth.loading) {
    return (
      <AuthCard title="Choose a New Password">
        <p role="status">Checking your link…</p>
      </AuthCard>
    );
  }
  if (!auth.user) {
    return (
      <AuthCard title="Link Expired">
        <p>This password-reset link is invalid or has expired. Links work once and for 1 hour.</p>
        <p>
          <Link to="/forgot-password" className="btn btn-primary">
            Send a New Link
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a New Password" intro={`For ${auth.user.email || auth.user.phone}.`}>
      <NewPasswordForm submitLabel="Save New Password" onDone={() => navigate('/account')} />
    </AuthCard>
  );
}
