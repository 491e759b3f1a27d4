/**
 * How a benchmark row's source is named to a customer: the publisher and the report, never the raw URL the
 * row was collected from (some are staging or mirror hosts, some name the index a transcription was found in).
 * The URL stays in the data for checking; people read "CBRE, “Q4 2024 US Retail Figures”".
 */
export interface Publication {
  publisher: string;
  /** The report or page, from the row's own description or the page's address; null when neither names it. */
  title: string | null;
  /** The figure was taken from someone else's copy of the publisher's table, not from the publisher. */
  secondary: boolean;
}

/** Publishers by registrable domain (the host without `www.`, staging or blog prefixes). */
const PUBLISHERS: Record<string, string> = {
  'bls.gov': 'U.S. Bureau of Labor Statistics',
  'census.gov': 'U.S. Census Bureau',
  'usda.gov': 'USDA Economic Research Service',
  'cityofchicago.org': 'City of Chicago',
  'matthews.com': 'Matthews Real Estate Investment Services',
  'cbre.com': 'CBRE',
  'cushmanwakefield.com': 'Cushman & Wakefield',
  'jll.com': 'JLL',
  'nmrk.com': 'Newmark',
  'marcusmillichap.com': 'Marcus & Millichap',
  'institutionalpropertyadvisors.com': 'Institutional Property Advisors',
  'bradfordallen.com': 'Bradford Allen',
  'chicagobusiness.com': 'Crain’s Chicago Business',
  'globest.com': 'GlobeSt.com',
  'irei.com': 'Institutional Real Estate, Inc.',
  'cbizgibraltar.com': 'CBIZ Gibraltar',
  'reisreports.com': 'Reis',
  'bisnow.com': 'Bisnow',
  'therealdeal.com': 'The Real Deal',
  'rejournals.com': 'REjournals',
  'curbed.com': 'Curbed Chicago',
  'axios.com': 'Axios',
  'scmp.com': 'South China Morning Post',
  'urban-hub.us': 'Urban Hub',
  'homeadvisor.com': 'HomeAdvisor',
  'homegnome.com': 'HomeGnome',
  'hvacgnome.com': 'HVACGnome',
  'servicegrid.app': 'ServiceGrid',
  'perishablenews.com': 'Perishable News',
  'askwonder.com': 'Wonder',
  'commercialtenantsleaseinsider.com': 'Commercial Tenant’s Lease Insider',
  'stonerealestate.com': 'Stone Real Estate',
};

const URL_PATTERN = /https?:\/\/[^\s)"',;]+/g;

/** `www-dev.matthews.com` → `matthews.com`, `ers.usda.gov` → `usda.gov`. */
function registrableDomain(host: string): string {
  return host.toLowerCase().split('.').slice(-2).join('.');
}

function publisherOf(host: string): string {
  const domain = registrableDomain(host);
  const known = PUBLISHERS[domain];
  if (known) return known;
  const name = domain.split('.')[0] ?? domain;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A page's address as a title: `chicago-il-retail-market-report-q3-2025` → "Chicago IL Retail Market Report Q3 2025". */
function titleFromPath(url: URL): string | null {
  const slug = url.pathname
    .split('/')
    .filter(Boolean)
    .pop()
    ?.replace(/\.(html?|xlsx?|pdf|aspx?|php)$/i, '');
  if (!slug || !/[a-z]{3,}.*[-_]/i.test(slug)) return null;
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => (w.length <= 2 || /^q\d$/i.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/**
 * The publisher and report of a benchmark row's `source_url` field. That field holds a URL, optionally followed
 * by the report's own name in parentheses ("https://www.bls.gov/… (Consumer Expenditures--2023, USDL-24-1862)"),
 * or a note that the figure came from a transcription which cites the publisher's URL.
 */
export function publicationOf(sourceField: string): Publication {
  const urls = sourceField.match(URL_PATTERN) ?? [];
  const secondary = !/^https?:\/\//.test(sourceField.trim()) && urls.length > 0;
  const first = urls[0];
  if (!first) return { publisher: sourceField.trim() || 'unnamed source', title: null, secondary: false };
  let url: URL;
  try {
    url = new URL(first);
  } catch {
    return { publisher: 'unnamed source', title: null, secondary };
  }
  const named = !secondary ? /^\S+\s+\(([^;)]+)/.exec(sourceField.trim())?.[1]?.trim() : undefined;
  return { publisher: publisherOf(url.hostname), title: named || titleFromPath(url), secondary };
}

/** One line for a figure's source: `CBRE, “Q4 2024 US Retail Figures”` (and "as transcribed by a third party"). */
export function citePublication(sourceField: string): string {
  const p = publicationOf(sourceField);
  const title = p.title ? `, “${p.title}”` : '';
  return `${p.publisher}${title}${p.secondary ? ', as transcribed by a third party' : ''}`;
}

/** Clauses of a benchmark row's note written for us, not for customers: where the URL points, how it was found. */
const INTERNAL_CLAUSE = /\b(url|mirror|staging|host|github|index id|transcri|repo)\b/i;

/** A row's note without its internal clauses ("URL is a www-dev mirror of matthews.com"); '' when nothing is left. */
export function customerNote(note: string): string {
  return note
    .split(/;\s*/)
    .filter((clause) => clause.trim() !== '' && !INTERNAL_CLAUSE.test(clause))
    .join('; ')
    .trim();
}
