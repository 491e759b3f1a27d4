import type { SiteMapLayers } from './map-layers.js';
import type { AnalysisReportInput } from './report-input.js';

/** What the main thread hands a PDF render thread: plain data only (structured-cloned across threads). */
export interface RenderTask {
  input: AnalysisReportInput;
  /** Map points and outlines per site, looked up in the data pack by the main thread (the pack stays there). */
  layers: SiteMapLayers[];
}
