// The admin feature's public pieces, composed with the session in src/app (never imported by other features).
export { AdminNavLink } from './components/admin-nav-link';
export { AdminSessionProvider } from './components/admin-session';
export { adminRoutes } from './routes';
