import { type AnalysisResult, aType, typeNoun } from '@sitescout/engine';
import type { MailAttachment, MailMessage } from '../../infra/mail/index.js';
import { dashboardUrl } from './analysis-responses.js';
import type { AnalysisRow } from './analysis-store.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The PDF the "ready" e-mail carries: attached, `late` (this server draws reports but could not draw this one: the
 * mail says so and how to get it), or `null` (a server without reports: the dashboard is the report).
 */
export type ReadyMailReport = { filename: string; content: Buffer } | 'late' | null;

/** What the mail says about the PDF: attached, late and where to get it, or that the dashboard holds the report. */
function reportLineOf(pdf: ReadyMailReport): string {
  if (pdf === 'late')
    return 'The PDF report is late: we could not draw it in time, so it is not attached to this e-mail. Open your dashboard (the link above) and choose "Download PDF" to get it.';
  return pdf ? 'The full report is attached as a PDF.' : 'The full report is on your dashboard.';
}

/** "Your analysis is ready": the dashboard link, the ranking in a line per site, the PDF attached when there is one. */
export function readyMail(row: AnalysisRow, to: string, publicUrl: string, pdf: ReadyMailReport): MailMessage {
  const result = row.result as AnalysisResult;
  const label = result.analyses[0]?.businessType.label ?? row.businessType;
  const forType = aType(typeNoun(result.analyses[0]?.businessType.id ?? row.businessType));
  const link = dashboardUrl(publicUrl, row.id);
  const lines = result.analyses.map((a) => {
    const score = a.siteScore.score
      ? `site score ${Math.round(a.siteScore.score.value)}/100`
      : a.location?.widerThanRing
        ? `no site score (${a.siteScore.coverage.summary.replace(/^The site is /, '').replace(/\.$/, '')})`
        : 'no site score (not enough data)';
    return `${a.site.label}: ${score}`;
  });
  const attachments: MailAttachment[] =
    pdf && pdf !== 'late' ? [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }] : [];
  const reportLine = reportLineOf(pdf);
  return {
    to,
    subject: `Your SiteScout analysis is ready: ${label}`,
    text: [
      `Your analysis for ${forType} is ready.`,
      '',
      ...lines,
      ...(result.comparison ? ['', result.comparison.summary] : []),
      '',
      `Open the interactive dashboard: ${link}`,
      reportLine,
      '',
      'Site scores are SiteScout estimates; the report names the source and vintage of every figure.',
    ].join('\n'),
    html: [
      `<p>Your analysis for ${escapeHtml(forType)} is ready.</p>`,
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      result.comparison ? `<p>${escapeHtml(result.comparison.summary)}</p>` : '',
      `<p><a href="${escapeHtml(link)}">Open the interactive dashboard</a></p>`,
      `<p>${escapeHtml(reportLine)}</p>`,
      '<p style="color:#666">Site scores are SiteScout estimates; the report names the source and vintage of every figure.</p>',
    ].join('\n'),
    attachments,
  };
}

/** The analysis could not be done: say so, and that the credit is back. */
export function failedMail(row: AnalysisRow, to: string, publicUrl: string): MailMessage {
  const link = dashboardUrl(publicUrl, row.id);
  const reason = row.error ?? 'the analysis did not finish';
  return {
    to,
    subject: 'Your SiteScout analysis could not be completed — credit refunded',
    text: [
      'We could not complete your analysis, so the credit it used has been given back to your account.',
      '',
      `What went wrong: ${reason}`,
      '',
      `Details: ${link}`,
    ].join('\n'),
  };
}
