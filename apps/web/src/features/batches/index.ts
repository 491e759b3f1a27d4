export { BATCHES_PATH } from './paths';
export { batchesAppRoutes } from './routes';
export { type BatchesSession, BatchesSessionProvider } from './session';
