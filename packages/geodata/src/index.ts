export { findGeodataDir } from './config/find-geodata-dir.js';
