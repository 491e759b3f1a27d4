import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { PageMeta } from '@/components/seo/page-meta';
import '../components/auth.css';
import { NewPasswordForm } from '../components/new-password-form';
import { ProfileForm } from '../components/profile-form';
import { useAuth } from '../hooks/use-auth';

export const accountMeta: PageMeta = {
  title: 'Your Account',
  description: 'Your SiteScout account: profile, password and credits.',
  noindex: true,
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export interface AccountPageProps {
  /** Sections other features add (billing puts the balance and ledger here), composed in src/app. */
  children?: ReactNode;
}

/** The signed-in account. Visitors who are not signed in are sent to the sign-in page. */
export function AccountPage({ children }: AccountPageProps) {
  const auth = useAuth();
  const navigate = useNavigate();

  if (auth.loading) {
    return (
      <section className="section">
        <div className="container">
          <p role="status">Loading your account…</p>
        </div>
      </section>
    );
  }
  if (!auth.user) return <Navigate to="/sign-in" replace />;
  const user = auth.user;

  async function signOut(scope: 'local' | 'global') {
    const { error } = await (await auth.client()).signOut({ scope });
    if (error) {
      toast.error('Sign out failed', { description: error.message });
      return;
    }
    toast.success(scope === 'global' ? 'Signed out on every device' : 'Signed out');
    navigate('/');
  }

  return (
    <section className="section account-page">
      <div className="container">
        <h1>Your Account</h1>
        <div className="account-grid">
          <section className="auth-card account-card" aria-labelledby="account-profile-title">
            <h2 id="account-profile-title">Profile</h2>
            <dl className="account-facts">
              {user.email ? (
                <>
                  <dt>E-mail</dt>
                  <dd>{user.email}</dd>
                </>
              ) : null}
              {user.phone ? (
                <>
                  <dt>Phone</dt>
                  <dd>+{user.phone}</dd>
                </>
              ) : null}
              <dt>Member since</dt>
              <dd>{dateFormat.format(new Date(user.created_at))}</dd>
            </dl>
            <ProfileForm user={user} />
          </section>
          <section className="auth-card account-card" aria-labelledby="account-password-title">
            <h2 id="account-password-title">Password</h2>
            <NewPasswordForm submitLabel="Change Password" />
            <h2 className="account-signout-title">Sign Out</h2>
            <div className="account-actions">
              <button type="button" className="btn btn-outline" onClick={() => signOut('local')}>
                Sign Out
              </button>
              <button type="button" className="btn btn-outline" onClick={() => signOut('global')}>
                Sign Out Everywhere
              </button>
            </div>
          </section>
        </div>
        {children}
      </div>
    </section>
  );
}
