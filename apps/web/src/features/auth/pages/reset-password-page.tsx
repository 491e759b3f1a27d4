import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { useAuth } from '../hooks/use-auth';
import { clearFragment, forgetPendingLink, landingForPage } from '../lib/link-landing';
import { verifyWithPassword } from '../lib/verify-with-password';

export const resetPasswordMeta: PageMeta = {
  title: 'Choose a New Password',
  description: 'Choose a new password for your SiteScout account.',
  noindex: true,
};

/**
 * Where the recovery link (and the link to finish an account someone else started) lands. The link signs nobody
 * in: its token rides in the URL fragment, the person chooses a password here, and only then are they signed in,
 * with every older session and password of the account ended.
 */
export function ResetPasswordPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    // Kept for this tab only (a reload keeps the form); never in the address bar, the history or a bookmark.
    setToken(landingForPage('recovery')?.token ?? null);
    clearFragment();
  }, []);

  if (token === undefined) {
    return (
      <AuthCard title="Choose a New Password">
        <p role="status">Checking your link…</p>
      </AuthCard>
    );
  }
  if (token === null) {
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
    <AuthCard
      title="Choose a New Password"
      intro="Choose the password for your account. Every device signed in before is signed out."
    >
      <NewPasswordForm
        submitLabel="Save Password and Sign In"
        save={async (password) => {
          const answer = await verifyWithPassword(await auth.client(), { type: 'recovery', token, password });
          if (!answer.error) forgetPendingLink();
          return answer;
        }}
        onDone={() => navigate('/account')}
      />
    </AuthCard>
  );
}
