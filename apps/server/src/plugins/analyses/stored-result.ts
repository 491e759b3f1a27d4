import type { AnalysisResult } from '@sitescout/engine';

/** A stored result; `dataNotice` says when it ran on partial data (a county's data could not be fetched). */
export type StoredResult = AnalysisResult & { dataNotice?: string };
