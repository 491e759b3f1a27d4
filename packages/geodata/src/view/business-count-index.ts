import type {
  BusinessCount,
  BusinessCountAnswer,
  BusinessCountQuery,
  BusinessSizeClasses,
} from '../model/business-counts.js';

/** Looks up CBP/ZBP rows; an absent cell in a covered geography is the source's suppression. */
export class BusinessCountIndex {
  private readonly rows = new Map<string, BusinessCount>();
  private readonly covered: { county: Set<string>; zip: Set<string> };
  private readonly provenance = new Map<'county' | 'zip', { source: string; vintage: string }>();

  constructor(rows: readonly BusinessCount[], coverage: { county: string[]; zip: string[] }) {
    for (const row of rows) {
      this.rows.set(`${row.geography}:${row.geoId}:${row.naics}`, row);
      if (!this.provenance.has(row.geography))
        this.provenance.set(row.geography, { source: row.source, vintage: row.vintage });
    }
    this.covered = { county: new Set(coverage.county), zip: new Set(coverage.zip) };
  }

  /** ZBP establishments of the NAICS codes (6 digits; shorter ones are prefixes) by size class, summed over every loaded ZIP. */
  sizeClasses(naics: readonly string[]): BusinessSizeClasses {
    const wanted = new Set(naics.filter((n) => n.length === 6));
    const prefixes = naics.filter((n) => n.length < 6);
    const classes: Record<string, number> = {};
    let establishments = 0;
    for (const row of this.rows.values()) {
      if (row.geography !== 'zip' || !(wanted.has(row.naics) || prefixes.some((p) => row.naics.startsWith(p))))
        continue;
      establishments += row.establishments ?? 0;
      for (const [code, n] of Object.entries(row.sizeClasses ?? {})) classes[code] = (classes[code] ?? 0) + n;
    }
    const provenance = this.provenance.get('zip') ?? null;
    return {
      zips: this.covered.zip.size,
      establishments,
      classes,
      source: provenance?.source ?? null,
      vintage: provenance?.vintage ?? null,
    };
  }

  query(query: BusinessCountQuery): BusinessCountAnswer {
    const geography = query.countyFips !== undefined ? 'county' : 'zip';
    const geoId = (query.countyFips ?? query.zip ?? '').trim();
    const label = geography === 'county' ? 'County Business Patterns' : 'ZIP Code Business Patterns';
    const provenance = this.provenance.get(geography) ?? null;
    if (!this.covered[geography].has(geoId)) {
      return {
        covered: false,
        rows: [],
        establishmentsRange: [0, 0],
        source: null,
        vintage: null,
        message: `no ${label} data loaded for ${geography === 'county' ? 'county' : 'ZIP'} ${geoId || '(none)'}`,
      };
    }
    const rows: BusinessCount[] = [];
    let low = 0;
    let high = 0;
    for (const naics of [...new Set(query.naics)].sort()) {
      const row = this.rows.get(`${geography}:${geoId}:${naics}`) ?? {
        geography,
        geoId,
        naics,
        establishments: null,
        establishmentsRange: [0, 2] as [number, number],
        employees: null,
        payrollThousands: null,
        suppressed: true,
        source: provenance?.source ?? label,
        vintage: provenance?.vintage ?? '',
      };
      rows.push(row);
      low += row.establishmentsRange[0];
      high += row.establishmentsRange[1];
    }
    return {
      covered: true,
      rows,
      establishmentsRange: [low, high],
      source: provenance?.source ?? label,
      vintage: provenance?.vintage ?? null,
      message: null,
    };
  }
}
