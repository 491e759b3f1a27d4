// The incoming feature's public pieces; src/app wires the page to the session.
export { ReceivedAnalysesPage, receivedAnalysesMeta } from './pages/received-analyses-page';
