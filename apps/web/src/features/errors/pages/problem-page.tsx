import { Link, useSearchParams } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';

export const PROBLEM_PATH = '/problem';

export const problemMeta: PageMeta = {
  title: 'Something went wrong',
  description: 'A link could not be followed; this page says why and what to do next.',
  noindex: true,
};

interface Problem {
  title: string;
  sentence: string;
}

/**
 * What a link a person followed ran into, by the server's error code (the only thing the address carries: a
 * message in the address could be written by anyone). Codes not listed fall back on the kind of status.
 */
const PROBLEMS: Record<string, Problem> = {
  rate_limited: {
    title: 'Too many requests',
    sentence: 'Your network has sent us many requests in a short time. Wait a few minutes, then open the link again.',
  },
  database_unavailable: {
    title: 'SiteScout is restarting',
    sentence: 'We could not reach our database just now. Wait a minute, then open the link again.',
  },
  accounts_unavailable: {
    title: 'Accounts are not available',
    sentence: 'This server cannot sign anyone in at the moment. Try the link again later.',
  },
  link_invalid: {
    title: 'This link has expired',
    sentence: 'The link is invalid or has expired. Please ask for a new one.',
  },
  free_analysis_used: {
    title: 'Free analysis already used',
    sentence: 'This e-mail address has already had its free analysis. Sign in to see it or to run more.',
  },
  not_found: {
    title: 'Nothing at this address',
    sentence: 'The link points at something that does not exist (any more). Check that you copied all of it.',
  },
};

const BY_STATUS: Array<[min: number, problem: Problem]> = [
  [
    500,
    { title: 'Something went wrong on our side', sentence: 'We could not finish this. Please try again in a minute.' },
  ],
  [
    400,
    {
      title: 'This link does not work',
      sentence: 'The link is incomplete or out of date. Check that you copied all of it.',
    },
  ],
];

export function problemFor(code: string | null, status: number): Problem {
  const known = code ? PROBLEMS[code] : undefined;
  if (known) return known;
  return (BY_STATUS.find(([min]) => status >= min)?.[1] ?? BY_STATUS[1]?.[1]) as Problem;
}

/** Where a failed link lands (`/problem?code=…&status=…`): a sentence in the product's design, never raw JSON. */
export function ProblemPage() {
  const [params] = useSearchParams();
  const problem = problemFor(params.get('code'), Number(params.get('status')) || 400);
  return (
    <section className="container section problem-page">
      <h1>{problem.title}</h1>
      <p className="lead">{problem.sentence}</p>
      <p className="hero-actions">
        <Link to="/app/analyses" className="btn btn-primary">
          Your analyses
        </Link>
        <Link to="/" className="btn btn-outline">
          Home
        </Link>
      </p>
    </section>
  );
}
