/**
 * Establishment counts from County Business Patterns (by county) or ZIP Code Business Patterns (by ZIP).
 * The source suppresses cells with fewer than 3 establishments: those are `suppressed: true` with
 * `establishments: null` and `establishmentsRange: [0, 2]`, never 0.
 */
export interface BusinessCount {
  geography: 'county' | 'zip';
  /** County FIPS (5 digits) or ZIP. */
  geoId: string;
  /** 6-digit NAICS code. */
  naics: string;
  establishments: number | null;
  establishmentsRange: [number, number];
  /** CBP only (ZBP size-class codes are not head counts); null otherwise. */
  employees: number | null;
  /** Annual payroll in $1,000 (CBP only). */
  payrollThousands: number | null;
  suppressed: boolean;
  source: string;
  vintage: string;
}

export interface BusinessCountQuery {
  /** County FIPS or ZIP; exactly one of the two. */
  countyFips?: string;
  zip?: string;
  /** 6-digit NAICS codes to sum over. */
  naics: readonly string[];
}

export interface BusinessCountAnswer {
  /** False when no business-pattern data is loaded for this county/ZIP at all. */
  covered: boolean;
  rows: BusinessCount[];
  /** Sum over known rows; suppressed rows add 0–2 each to the range. */
  establishmentsRange: [number, number];
  source: string | null;
  vintage: string | null;
  /** Plain words, e.g. "no ZIP Business Patterns data loaded for 80202". */
  message: string | null;
}
