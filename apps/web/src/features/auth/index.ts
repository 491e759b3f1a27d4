// The auth feature's public pieces, used by the layout and composed into pages in src/app.
export { AuthNavItem } from './components/auth-nav-item';
export { AuthProvider } from './components/auth-provider';
export { useAuth } from './hooks/use-auth';
export { AccountPage } from './pages/account-page';
