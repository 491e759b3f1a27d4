/**
 * Receipts per dollar of annual payroll by industry, from the Census Bureau's Economic Census: what turns a
 * County Business Patterns payroll into a revenue. The most detailed national ratio SiteScout has a checkable copy
 * of is used for each NAICS prefix (longest prefix wins); industries without one get no revenue comparison and say
 * so. Ratios are old (1997–2002) and assumed stable: payroll's share of receipts moves slowly within an industry.
 */
export interface ReceiptsPerPayroll {
  /** NAICS prefix the ratio applies to, e.g. '812' (personal and laundry services). */
  naicsPrefix: string;
  industry: string;
  /** Receipts (sales) per dollar of annual payroll. */
  value: number;
  source: string;
  vintage: string;
  url: string;
  /** How the figure was read or computed from the source. */
  note: string;
}

/** One ratio for the whole retail sector (NAICS 44-45), listed under both of its prefixes. */
const RETAIL_TRADE_2002: Omit<ReceiptsPerPayroll, 'naicsPrefix'> = {
  industry: 'retail trade (NAICS 44-45)',
  value: 10.12,
  source: 'U.S. Census Bureau, 2002 Economic Census, Industry Snapshot: Retail trade (NAICS 44-45)',
  vintage: '2002',
  url: 'https://www.census.gov/econ/census02/',
  note: 'sales $3,056,422 million ÷ annual payroll $302,114 million, United States',
};

export const RECEIPTS_PER_PAYROLL: readonly ReceiptsPerPayroll[] = [
  {
    naicsPrefix: '812',
    industry: 'personal and laundry services (NAICS 812)',
    value: 3.15,
    source: 'U.S. Census Bureau, 2002 Economic Census, Industry Ratios for Other Services',
    vintage: '2002',
    url: 'https://www.census.gov/econ/census02/data/ratios/USRATI81.HTM',
    note: 'receipts per $ of payroll, United States, establishments of firms with payroll',
  },
  {
    naicsPrefix: '811',
    industry: 'repair and maintenance (NAICS 811)',
    value: 3.37,
    source: 'U.S. Census Bureau, 2002 Economic Census, Industry Ratios for Other Services',
    vintage: '2002',
    url: 'https://www.census.gov/econ/census02/data/ratios/USRATI81.HTM',
    note: 'receipts per $ of payroll, United States, establishments of firms with payroll',
  },
  {
    naicsPrefix: '722',
    industry: 'food services and drinking places (NAICS 722)',
    value: 3.59,
    source: 'U.S. Census Bureau, 1997 Economic Census, Accommodation and Foodservices, Maryland',
    vintage: '1997',
    url: 'https://www.census.gov/epcd/ec97/md/MD000_72.HTM',
    note: 'sales $4,847,464,000 ÷ annual payroll $1,349,770,000 of Maryland’s foodservices and drinking places (the only complete sales-and-payroll row for NAICS 722 SiteScout has a copy of; a state, not the U.S.)',
  },
  { naicsPrefix: '44', ...RETAIL_TRADE_2002 },
  { naicsPrefix: '45', ...RETAIL_TRADE_2002 },
];

/** The ratio for a 6-digit NAICS code (longest matching prefix), or null when none is loaded. */
export function receiptsPerPayroll(naics: string): ReceiptsPerPayroll | null {
  let best: ReceiptsPerPayroll | null = null;
  for (const r of RECEIPTS_PER_PAYROLL)
    if (naics.startsWith(r.naicsPrefix) && (!best || r.naicsPrefix.length > best.naicsPrefix.length)) best = r;
  return best;
}
