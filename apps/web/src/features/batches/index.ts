export { BatchesSessionProvider } from './session';
