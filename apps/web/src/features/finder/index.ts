// The finder feature's public pieces, composed with the session in src/app (never imported by other features).
export { type FinderSession, FinderSessionProvider } from './components/finder-session';
export { FINDER_PATH } from './paths';
export { finderRoutes } from './routes';
