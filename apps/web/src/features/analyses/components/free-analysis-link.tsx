import { Link } from 'react-router';

/** Where visitors without an account ask for their free analysis. */
export const FREE_ANALYSIS_PATH = '/free-analysis';

/** The call to action other pages place (through src/app) to open the free-analysis form. */
export function FreeAnalysisLink({ children = 'Run My Free Analysis' }: { children?: string }) {
  return (
    <Link to={FREE_ANALYSIS_PATH} className="btn btn-primary btn-lg">
      {children}
    </Link>
  );
}
