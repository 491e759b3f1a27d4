// The analyses feature's public pieces, composed with the session in src/app (never imported by other features).
export { type AnalysesSession, AnalysesSessionProvider } from './components/analyses-session';
export { analysesAppRoutes } from './routes';
