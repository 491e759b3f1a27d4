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
  /**
   * ZBP only: establishments by employment-size class (Census codes 210 = under 5 employees, 220 = 5-9, 230 = 10-19,
   * 241 = 20-49, 242 = 50-99, 251 = 100-249, 252 = 250-499, 253 = 500-999, 254 = 1,000 or more). Classes with
   * fewer than 3 establishments are absent in the source, so they may add up to less than `establishments`.
   */
  sizeClasses?: Record<string, number>;
  source: string;
  vintage: string;
}

/** Establishments by employment-size class summed over every loaded ZIP (ZIP Code Business Patterns). */
export interface BusinessSizeClasses {
  /** ZIPs with business-pattern data loaded (all of them, whether or not they hold the NAICS codes). */
  zips: number;
  /** Establishments in the ZIP totals of the NAICS codes. */
  establishments: number;
  /** Establishments by size-class code, summed over ZIPs. */
  classes: Record<string, number>;
  source: string | null;
  vintage: string | null;
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
