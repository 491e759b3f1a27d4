import { NavLink, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signInLink } from '@/components/layout/nav-links';
import { useAuth } from '../hooks/use-auth';
import './auth.css';

/**
 * The header's account entry: "Sign In" for visitors (also while loading and when prerendered, so the static
 * page matches), "Account" and "Sign Out" once signed in.
 */
export function AuthNavItem({ onNavigate }: { onNavigate?: () => void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  if (!auth.user) {
    return (
      <li>
        <NavLink to={signInLink.to} onClick={onNavigate}>
          {signInLink.label}
        </NavLink>
      </li>
    );
  }
  async function signOut() {
    onNavigate?.();
    try {
      await auth.signOut();
      navigate('/');
    } catch {
      toast.error('Sign out failed', { description: 'Please try again.' });
    }
  }
  return (
    <>
      <li>
        <NavLink to="/account" onClick={onNavigate}>
          Account
        </NavLink>
      </li>
      <li>
        <button type="button" className="nav-button" onClick={signOut}>
          Sign Out
        </button>
      </li>
    </>
  );
}
