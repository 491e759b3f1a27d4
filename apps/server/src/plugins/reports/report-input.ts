import type { SiteAnalysis, SiteComparison } from '@sitescout/engine';

/** One analysed site in a report: the address the customer typed and the engine's analysis of it. */
export interface ReportSite {
  address: string;
  analysis: SiteAnalysis;
}

/** Everything a PDF report is drawn from; nothing else is looked up while rendering. */
export interface AnalysisReportInput {
  /** Report title, e.g. "Coffee shop — three Chicago sites". */
  title: string;
  /** Human label of the business type, e.g. "Coffee shop". */
  businessTypeLabel: string;
  /** When the analysis was created (printed on the cover). */
  createdAt: Date;
  sites: ReportSite[];
  /** Present for multi-site analyses: adds the comparison table with the winner per criterion. */
  comparison?: SiteComparison;
  /** Absolute link to the interactive dashboard, printed on the cover and in the footer. */
  dashboardUrl: string;
  /** Printed on the cover when the analysis ran on partial data (a county's official data could not be fetched). */
  dataNotice?: string;
}

/** Renders analysis reports. Decorated as `app.reports` by the reports plugin. */
export interface ReportService {
  /**
   * Renders the consultant-style PDF report; resolves to the PDF file's bytes. Renders for one `account` (its
   * id) are drawn one at a time, taking turns with other accounts'.
   */
  renderAnalysisPdf(input: AnalysisReportInput, account?: string): Promise<Buffer>;
}
