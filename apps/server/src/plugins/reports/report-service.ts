import { renderToBuffer } from '@react-pdf/renderer';
import type { GeoView } from '@sitescout/geodata';
import { analysisReport } from './document/analysis-report.js';
import { mapLayersFor } from './map-layers.js';
import type { AnalysisReportInput, ReportService } from './report-input.js';

export type { AnalysisReportInput, ReportService, ReportSite } from './report-input.js';

/**
 * Renders the report to PDF bytes. `view` is the loaded data pack, used only to place competitors and
 * stops on the static maps; without it the maps show the site and its rings.
 */
export async function renderAnalysisPdf(input: AnalysisReportInput, view?: GeoView): Promise<Buffer> {
  if (input.sites.length === 0) throw new Error('a report needs at least one site');
  const layers = input.sites.map((s) => mapLayersFor(s.analysis, view));
  return renderToBuffer(analysisReport(input, layers));
}

/** The service decorated as `app.reports`; `currentView` returns the data pack if it is loaded. */
export function createReportService(currentView: () => GeoView | undefined = () => undefined): ReportService {
  return { renderAnalysisPdf: (input) => renderAnalysisPdf(input, currentView()) };
}
