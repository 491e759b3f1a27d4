import { Link } from 'react-router';
import type { Holdings } from '../api/get-holdings';
import type { AnalysisQuote } from '../api/quote-analysis';
import { balanceText, usesText } from '../lib/cost-text';

/** Where Pro Monthly is described and asked for (the plan card on the pricing page). */
const PRO_MONTHLY_HREF = '/get-started#plan-pro';

/** The form's cost box: the balance, and what this run will use once the sites are matched. */
export function RunCost({
  holdings,
  quote,
  siteCount,
}: {
  holdings: Holdings | undefined;
  quote: AnalysisQuote | undefined;
  siteCount: number;
}) {
  const uses = quote ? usesText(quote, siteCount) : null;
  const empty = quote?.uses && !quote.uses.enough;
  return (
    <section className="run-cost" aria-labelledby="run-cost-title" data-testid="run-cost">
      <h2 id="run-cost-title">Cost</h2>
      <p>
        Your balance: <strong data-testid="form-balance">{holdings ? balanceText(holdings) : '…'}</strong>
      </p>
      <p data-testid="run-uses">
        {uses ??
          (quote?.blocked ? (
            <>
              Comparing {siteCount} sites needs {siteCount <= 3 ? 'a Complete Report (up to 3 sites) or ' : ''}
              <Link to={PRO_MONTHLY_HREF}>Pro Monthly</Link>.
            </>
          ) : (
            <>
              One site uses one analysis credit; comparing 2 or 3 sites uses a Complete Report, more needs{' '}
              <Link to={PRO_MONTHLY_HREF}>Pro Monthly</Link>.
            </>
          ))}
      </p>
      {empty && (
        <p>
          <Link to="/credits" className="btn btn-outline">
            Buy analyses
          </Link>
        </p>
      )}
    </section>
  );
}
