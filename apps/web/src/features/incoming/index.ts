// The incoming feature's public pieces; src/app wires the page to the session.
export type { IncomingSession } from './hooks/use-incoming-analysis-receiver';
export {
  ReceivedAnalysesPage,
  type ReceivedAnalysesPageProps,
  receivedAnalysesMeta,
} from './pages/received-analyses-page';
