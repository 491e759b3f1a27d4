import type { AnalysisProgress } from '../types';

const REPORT: Record<AnalysisProgress['report'], string | null> = {
  pending: 'Writing the PDF report…',
  ready: 'PDF ready',
  failed: 'The PDF could not be written after several tries. Choose "Try the PDF again" to draw it now.',
  none: null,
};
const EMAIL: Record<AnalysisProgress['email'], string | null> = {
  pending: 'E-mailing the report…',
  sent: 'E-mailed',
  'sent-without-report': 'E-mailed without the PDF (it was late); the e-mail says how to get it.',
  failed: 'The e-mail could not be sent; the report is here.',
  none: null,
};

/** What follows the result in the background: the PDF report and the e-mail, each on its own line. */
export function DeliveryStatus({ progress }: { progress: AnalysisProgress }) {
  const lines = [
    { key: 'report', state: progress.report, text: REPORT[progress.report] },
    { key: 'email', state: progress.email, text: EMAIL[progress.email] },
  ].filter((l) => l.text !== null);
  if (lines.length === 0) return null;
  return (
    // The live region wraps the list: a role on the <ul> itself would take away its list semantics.
    <div role="status" aria-live="polite">
      <ul className="delivery-status">
        {lines.map((l) => (
          <li key={l.key} data-testid={`delivery-${l.key}`} data-state={l.state}>
            {l.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
