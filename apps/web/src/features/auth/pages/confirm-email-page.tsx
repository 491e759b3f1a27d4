import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { APP_START_PATH } from '@/components/layout/nav-links';
import type { PageMeta } from '@/components/seo/page-meta';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { useAuth } from '../hooks/use-auth';
import { clearFragment, forgetPendingLink, landingForPage } from '../lib/link-landing';
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
    // Kept for this tab only (a reload keeps the form while the link is valid); never in the address bar, the
    // history or a bookmark.
    const read = landingForPage('confirmation');
    setLanding(read ? { token: read.token, next: read.next } : null);
    clearFragment();
  }, []);

  if (landing === undefined) {
    return (
      <AuthCard title="Confirm Your E-mail">
        <p role="status">Checking your link…</p>
      </AuthCard>
    );
  }
  if (landing === null && auth.user) {
    return (
      <AuthCard title="Your Address Is Confirmed">
        <p>This link has been used already, and you are signed in: there is nothing more to do.</p>
        <p>
          <Link to={APP_START_PATH} className="btn btn-primary">
            Start an Analysis
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (landing === null) {
    return (
      <AuthCard title="This Link Has Been Used or Has Expired">
        <p>A confirmation link works once, for 24 hours.</p>
        <p>
          <strong>Already confirmed your address?</strong> Then your account is ready: sign in with your e-mail and
          password.
        </p>
        <p>
          <Link to="/sign-in" className="btn btn-primary">
            Sign In
          </Link>
        </p>
        <p>
          Never finished signing up? <Link to="/sign-up">Sign up again</Link> for a new link.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Confirm Your E-mail"
      intro="Enter the password you chose when you signed up to confirm your address and sign in. Forgotten it? Type a new one here: it becomes your password."
    >
      <NewPasswordForm
        submitLabel="Confirm and Sign In"
        passwordLabel="Password"
        notice={{
          title: 'Email confirmed',
          description: 'Your account is ready and you are signed in: your first analysis is free.',
        }}
        save={async (password) => {
          const answer = await verifyWithPassword(await auth.client(), {
            type: 'signup',
            token: landing.token,
            password,
          });
          if (!answer.error) forgetPendingLink();
          return answer;
        }}
        // Into the app (links from before it was the default named the site root).
        onDone={() => navigate(landing.next === '/' ? APP_START_PATH : landing.next)}
      />
    </AuthCard>
  );
}
