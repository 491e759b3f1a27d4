export { ENGINE_VERSION } from './version.js';
