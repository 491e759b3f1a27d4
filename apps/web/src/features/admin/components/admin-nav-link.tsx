import { NavLink } from 'react-router';
import type { GetAccessToken } from '../api/admin-api';
import { ADMIN_PATH } from '../paths';
import { useIsAdmin } from './use-is-admin';

export interface AdminNavLinkProps {
  getAccessToken: GetAccessToken;
  signedIn: boolean;
  onNavigate?: () => void;
}

/** The header's "Admin" item: shown to administrators only. */
export function AdminNavLink({ getAccessToken, signedIn, onNavigate }: AdminNavLinkProps) {
  if (!useIsAdmin(getAccessToken, signedIn)) return null;
  return (
    <li>
      <NavLink to={ADMIN_PATH} end onClick={onNavigate}>
        Admin
      </NavLink>
    </li>
  );
}
