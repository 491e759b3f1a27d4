/**
 * Receipts per dollar of annual payroll by industry, from the Census Bureau's Economic Census: what turns a
 * County Business Patterns payroll into a revenue. The most detailed national ratio SiteScout has a checkable copy
 * of is used for each NAICS prefix (longest prefix wins); industries without one (veterinarians, bakeries counted as
 * manufacturing) get no revenue comparison and say so. Ratios are old (1997–2007) and assumed stable: payroll's share
 * of receipts moves slowly within an industry.
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
  {
    naicsPrefix: '6212',
    industry: 'offices of dentists (NAICS 6212)',
    value: 2.66,
    source: 'U.S. Census Bureau, 1997 Economic Census, Bridge Between NAICS and SIC: Ambulatory health care services',
    vintage: '1997',
    url: 'https://www.census.gov/epcd/ec97brdg/E97B1621.HTM',
    note: 'receipts $48,482,037,000 ÷ annual payroll $18,226,762,000, United States, taxable establishments with payroll',
  },
  {
    naicsPrefix: '6211',
    industry: 'offices of physicians (NAICS 621111)',
    value: 2.02,
    source: 'U.S. Census Bureau, 1997 Economic Census, Bridge Between NAICS and SIC: Ambulatory health care services',
    vintage: '1997',
    url: 'https://www.census.gov/epcd/ec97brdg/E97B1621.HTM',
    note: 'receipts $168,251,883,000 ÷ annual payroll $83,482,128,000 (621111), United States, taxable establishments with payroll',
  },
  {
    naicsPrefix: '6214',
    industry: 'outpatient care centers (NAICS 6214)',
    value: 3.15,
    source: 'U.S. Census Bureau, 1997 Economic Census, Bridge Between NAICS and SIC: Ambulatory health care services',
    vintage: '1997',
    url: 'https://www.census.gov/epcd/ec97brdg/E97B1621.HTM',
    note: 'receipts $17,306,497,000 ÷ annual payroll $5,501,909,000, United States, taxable establishments with payroll',
  },
  {
    naicsPrefix: '6244',
    industry: 'child day care services (NAICS 6244)',
    value: 2.13,
    source: 'U.S. Census Bureau, 1997 Economic Census, Bridge Between NAICS and SIC: Social assistance',
    vintage: '1997',
    url: 'https://www.census.gov/epcd/ec97brdg/E97B1624.HTM',
    note: 'receipts $8,418,626,000 ÷ annual payroll $3,948,442,000, United States, taxable establishments with payroll',
  },
  {
    naicsPrefix: '7139',
    industry: 'other amusement and recreation industries, fitness centres included (NAICS 7139)',
    value: 3.5,
    source: 'U.S. Census Bureau, 1997 Economic Census, Bridge Between NAICS and SIC: Amusement, gambling & recreation',
    vintage: '1997',
    url: 'https://www.census.gov/epcd/ec97brdg/E97B1713.HTM',
    note: 'receipts $27,901,150,000 ÷ annual payroll $7,963,355,000, United States, taxable establishments with payroll (no separate 713940 row)',
  },
  {
    naicsPrefix: '5617',
    industry: 'services to buildings and dwellings (NAICS 5617)',
    value: 2.25,
    source: 'U.S. Census Bureau, 1997 Economic Census, Bridge Between NAICS and SIC: Administrative & support services',
    vintage: '1997',
    url: 'https://www.census.gov/epcd/ec97brdg/E97B1561.HTM',
    note: 'sales $29,914,507,000 ÷ annual payroll $13,316,571,000, United States; the 1997 census left out landscaping (56173), so landscapers take the ratio of the rest of 5617',
  },
  {
    naicsPrefix: '2382',
    industry: 'building equipment contractors (NAICS 2382)',
    value: 3.51,
    source:
      'U.S. Census Bureau, 2007 Economic Census, plumbing, heating and air-conditioning contractors (238220), as quoted by Plumbing & Mechanical magazine',
    vintage: '2007',
    url: 'https://www.pmmag.com/articles/94318-how-many-phc-contractors-are-there',
    note: 'revenue $161.2 billion ÷ annual payroll $45.87 billion, 92,572 establishments, United States (a trade magazine quoting the census); electrical contractors (238210) take the same ratio, none of their own is loaded',
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
