import { renderToBuffer } from '@react-pdf/renderer';
import { startMemoryTrace } from '../../lib/memory-trace.js';
import { analysisReport } from './document/analysis-report.js';
import type { RenderTask } from './render-task.js';

const traceMemory = startMemoryTrace('render');

/**
 * Entry point of a PDF render thread (run by the pool in render-pool.ts). Laying out and drawing a report takes
 * about half a second of CPU per site, which must not stall the API's event loop.
 */
export default async function renderReportInThread(task: RenderTask): Promise<Uint8Array> {
  const pdf = await renderToBuffer(analysisReport(task.input, task.layers));
  traceMemory();
  return pdf;
}
