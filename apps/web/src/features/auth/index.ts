// The auth feature's public pieces, used by the layout and composed into pages in src/app.
export type { AuthContextValue } from './components/auth-context';
export { AuthNavItem } from './components/auth-nav-item';
export { AuthProvider } from './components/auth-provider';
export { useAuth } from './hooks/use-auth';
export { AccountPage, type AccountPageProps, accountMeta } from './pages/account-page';
export { authAppRoutes, authRoutes } from './routes';
