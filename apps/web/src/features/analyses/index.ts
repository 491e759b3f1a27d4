// The analyses feature's public pieces, composed with the session in src/app (never imported by other features).
export { AnalysesAccountLinks } from './components/analyses-account-links';
export { AnalysesSessionProvider } from './components/analyses-session';
export { FreeAnalysisLink } from './components/free-analysis-link';
