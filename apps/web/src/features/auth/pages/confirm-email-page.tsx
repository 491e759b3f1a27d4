import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { APP_START_PATH } from '@/components/layout/nav-links';
import type { PageMeta } from '@/components/seo/page-meta';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { useAuth } from '../hooks/use-auth';
import { clearFragment, readLinkLanding } from '../lib/link-landing';
import { verifyWithPassword } from '../lib/verify-with-password';

export const confirmEmailMeta: PageMeta = {
  title: 'Confirm Your E-mail',
  description: 'Finish creating your SiteScout account.',
  noindex: true,
};

type Landing = { token: string; next: string } | null | undefined;

/**
 * Where the sign-up confirmation link lands. The link alone confirms nothing: its token rides in the URL fragment
 * and the address is confirmed only with a password entered here, so whoever confirms an address (possibly
 * someone else signed up with it first) ends with a password they typed, and every other way in is closed.
 */
export function ConfirmEmailPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [landing, setLanding] = useState<Landing>(undefined);

  useEffect(() => {
    const read = readLinkLanding(window.location.hash);
    setLanding(read?.kind === 'confirmation' ? { token: read.token, next: read.next } : null);
    // The token stays in memory only: not in the address bar, the history or a bookmark.
    if (read?.kind === 'confirmation') clearFragment();
  }, []);

  if (landing === undefined) {
    return (
      <AuthCard title="Confirm Your E-mail">
        <p role="status">Checking your link…</p>
      </AuthCard>
    );
  }
  if (landing === null) {
    return (
      <AuthCard title="Link Expired">
        <p>This confirmation link is invalid or has expired. Links work once and for 24 hours.</p>
        <p>
          <Link to="/sign-up" className="btn btn-primary">
            Sign Up Again
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Confirm Your E-mail"
      intro="Enter the password you chose (or a new one) to finish. If you did not sign up, choose your own password: no other one will work."
    >
      <NewPasswordForm
        submitLabel="Confirm and Sign In"
        passwordLabel="Password"
        notice={{
          title: 'Email confirmed',
          description: 'Your account is ready and you are signed in: your first analysis is free.',
        }}
        save={async (password) =>
          verifyWithPassword(await auth.client(), { type: 'signup', token: landing.token, password })
        }
        // Into the app (links from before it was the default named the site root).
        onDone={() => navigate(landing.next === '/' ? APP_START_PATH : landing.next)}
      />
    </AuthCard>
  );
}
