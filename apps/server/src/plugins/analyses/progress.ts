/** The steps an analysis job goes through, in order; shown as the progress bar's label. */
export const ANALYSIS_STEPS = [
  'queued',
  'loading-data',
  'getting-data',
  'analysing-sites',
  'comparing',
  'rendering-report',
  'sending-email',
  'done',
  'failed',
] as const;
export type AnalysisStep = (typeof ANALYSIS_STEPS)[number];

const MESSAGES: Record<AnalysisStep, string> = {
  queued: 'Waiting for a worker',
  'loading-data': 'Loading the location data',
  'getting-data': 'Getting the official data for this area',
  'analysing-sites': 'Analysing the sites',
  comparing: 'Comparing the sites',
  'rendering-report': 'Writing the PDF report',
  'sending-email': 'E-mailing the report',
  done: 'Done',
  failed: 'Failed',
};

/** The step in plain words (its live line when it has one); while analysing, which site of how many. */
export function stepMessage(step: string, percent: number, siteCount: number, note: string | null = null): string {
  if (note) return note;
  if (step === 'analysing-sites' && siteCount > 1) {
    // 20..80 % is spread evenly over the sites (see the job runner).
    const index = Math.min(siteCount, Math.max(1, Math.floor(((percent - 20) / 60) * siteCount) + 1));
    return `Analysing site ${index} of ${siteCount}`;
  }
  return MESSAGES[step as AnalysisStep] ?? step;
}

/** Percent at the start of analysing site `index` (0-based) of `count`. */
export function sitePercent(index: number, count: number): number {
  return 20 + Math.floor((60 * index) / count);
}
