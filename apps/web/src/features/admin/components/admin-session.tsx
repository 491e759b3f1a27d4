import { createContext, type ReactNode, useContext } from 'react';
import type { GetAccessToken } from '../api/admin-api';

export interface AdminSession {
  loading: boolean;
  signedIn: boolean;
  getAccessToken: GetAccessToken;
}

const AdminSessionContext = createContext<AdminSession | null>(null);

/** The session, put in by src/app (the admin feature never imports auth). */
export function AdminSessionProvider({ value, children }: { value: AdminSession; children: ReactNode }) {
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('AdminSessionProvider missing');
  return session;
}
