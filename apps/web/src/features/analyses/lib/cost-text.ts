import type { Holdings } from '../api/get-holdings';
import type { AnalysisQuote } from '../api/quote-analysis';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 analysis credits · 1 Complete Report", "Pro Monthly: 19 of 20 analyses left this month · 0 analysis credits". */
export function balanceText(h: Holdings): string {
  const parts = [count(h.analysisCredits, 'analysis credit', 'analysis credits')];
  if (h.completeReports > 0) parts.push(count(h.completeReports, 'Complete Report', 'Complete Reports'));
  if (h.proAllowance)
    parts.unshift(`Pro Monthly: ${h.proAllowance.left} of ${h.proAllowance.perMonth} analyses left this month`);
  else if (h.pro) parts.push('Pro Monthly');
  return parts.join(' · ');
}

/** What pressing Run will spend, in one sentence, from the server's quote (null when it cannot be paid for). */
export function usesText(quote: AnalysisQuote, siteCount: number): string | null {
  const uses = quote.uses;
  if (!uses) return null;
  const h = quote.holdings;
  if (!uses.enough) {
    return uses.unit === 'complete_report'
      ? 'This comparison needs a Complete Report and you have none left.'
      : 'This run needs 1 analysis credit and you have none left.';
  }
  if (uses.unit === 'pro_analysis') {
    const sites = siteCount > 1 ? `compares these ${siteCount} sites` : 'analyses this site';
    return `This run uses 1 of your Pro Monthly analyses, which ${sites}: ${count(h.proAnalyses - 1, 'analysis', 'analyses')} left this month after. No credit is spent.`;
  }
  if (uses.unit === 'complete_report') {
    const what =
      siteCount > 1 ? `compares these ${siteCount} sites` : 'pays for this site (no analysis credit is left)';
    return `This run uses 1 Complete Report, which ${what}: ${h.completeReports - 1} left after.`;
  }
  const pro = uses.plan === 'pro' && siteCount > 1 ? ` Pro Monthly compares the ${siteCount} sites.` : '';
  return `This run uses 1 analysis credit: ${h.analysisCredits - 1} left after.${pro}`;
}
