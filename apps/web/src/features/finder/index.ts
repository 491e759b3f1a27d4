// The finder feature's public pieces, composed with the session in src/app (never imported by other features).
export { FinderSessionProvider } from './components/finder-session';
export { finderRoutes } from './routes';
