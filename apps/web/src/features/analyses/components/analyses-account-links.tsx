import { Link } from 'react-router';
import { ANALYSES_PATH, NEW_ANALYSIS_PATH } from '../lib/paths';

/** The way into the analyses app from the account page (composed there by src/app). */
export function AnalysesAccountLinks() {
  return (
    <section className="account-analyses" aria-labelledby="account-analyses-heading">
      <h2 id="account-analyses-heading">Analyses</h2>
      <p>Run a new location analysis, or open the dashboards and reports of earlier ones.</p>
      <p>
        <Link className="btn btn-primary" to={NEW_ANALYSIS_PATH}>
          New analysis
        </Link>{' '}
        <Link className="btn btn-outline" to={ANALYSES_PATH}>
          Your analyses
        </Link>
      </p>
    </section>
  );
}
