import { setImmediate } from 'node:timers/promises';
import type { GeoView } from '@sitescout/geodata';
import { lakePolygon } from '../basemap/basemap-lake.js';
import { mapLayersFor } from './map-layers.js';
import type { RenderPool } from './render-pool.js';
import type { RenderTask } from './render-task.js';
import type { AnalysisReportInput, ReportService } from './report-input.js';

export type { AnalysisReportInput, ReportService } from './report-input.js';

/**
 * What a report is drawn from: the input plus, per site, the map points found in `view` (the loaded data pack;
 * without it the maps show the site and its rings).
 */
export function renderTask(input: AnalysisReportInput, view?: GeoView): RenderTask {
  if (input.sites.length === 0) throw new Error('a report needs at least one site');
  return { input, layers: input.sites.map((s) => mapLayersFor(s.analysis, view)) };
}

/** Renders the report to PDF bytes on the calling thread (benchmarks and scripts; the server uses its pool). */
export async function renderAnalysisPdf(input: AnalysisReportInput, view?: GeoView): Promise<Buffer> {
  const task = renderTask(input, view);
  // Loaded here, not with the module: the server's API thread never draws (its render threads do), and react-pdf
  // with the report's components is about 20 MB of heap and 50 MB resident.
  const [{ renderToBuffer }, { analysisReport }] = await Promise.all([
    import('@react-pdf/renderer'),
    import('./document/analysis-report.js'),
  ]);
  return renderToBuffer(analysisReport(task.input, task.layers));
}

/**
 * The service decorated as `app.reports`: map points are looked up here (`currentView` returns the data pack if
 * it is loaded; with state shards, the base and the states within the sites' reach), the drawing happens on the render pool's threads.
 */
export function createReportService(
  pool: RenderPool,
  currentView: (sites: ReadonlyArray<{ lat: number; lon: number }>) => GeoView | undefined = () => undefined,
): ReportService {
  return {
    async renderAnalysisPdf(input, account) {
      if (input.sites.length === 0) throw new Error('a report needs at least one site');
      // Map points are looked up site by site, yielding in between: at 50 miles a site's lookup takes up to
      // ~20 ms here, and 25 of them in one go would stall the event loop.
      // With state shards: the view of the states within the sites' reach (read now when not loaded).
      const view = currentView(input.sites.map((s) => s.analysis.site));
      // The lake outline is scanned from the pack once (~135 ms idle, seconds on a loaded machine): in a turn of
      // its own, not added to the first site's lookup.
      if (view) {
        await setImmediate();
        lakePolygon(view);
      }
      const layers = [];
      for (const site of input.sites) {
        await setImmediate();
        layers.push(mapLayersFor(site.analysis, view));
      }
      return pool.render({ input, layers }, account);
    },
  };
}
