// The analyses feature's public pieces, composed with the session in src/app (never imported by other features).
export { AnalysesAccountLinks } from './components/analyses-account-links';
export { type AnalysesSession, AnalysesSessionProvider } from './components/analyses-session';
export { FREE_ANALYSIS_PATH, FreeAnalysisLink } from './components/free-analysis-link';
export { analysesAppRoutes } from './routes';
