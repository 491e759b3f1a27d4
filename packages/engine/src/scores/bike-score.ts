export interface BikeRouteInput {
  /** The city's class, e.g. "PROTECTED BIKE LANE", "BIKE LANE", "SHARED LANE", "NEIGHBORHOOD GREENWAY". */
  type: string;
  /** Length of the segment within 1 mile of the site. */
  milesWithin: number;
}

export interface BikeScoreInput {
  routes: readonly BikeRouteInput[];
  /** Bike-share stations within 0.5 mi. */
  bikeShareStations: number;
  /** Walk Score of the site (destinations component), null when it could not be computed. */
  destinationsScore: number | null;
  /** False when no bike layer covers the site: infrastructure is then unknown, not zero. */
  infrastructureCovered: boolean;
}

export interface BikeComponent {
  name: 'infrastructure' | 'destinations' | 'connectivity' | 'hills' | 'commute-mode-share';
  score: number | null;
  detail: string;
}

export interface BikeScoreResult {
  /** Null unless both infrastructure and destinations are measured: never the Walk Score alone. */
  score: number | null;
  components: BikeComponent[];
  estimate: { method: string };
}

/** Credit per mile by facility type: separated lanes count fully, painted sharrows half. */
export function bikeFacilityWeight(type: string): number {
  const t = type.toLowerCase();
  if (t.includes('protected') || t.includes('off-street') || t.includes('trail') || t.includes('path')) return 1;
  if (t.includes('buffered') || t.includes('greenway')) return 0.85;
  if (t.includes('lane')) return t.includes('shared') ? 0.5 : 0.75;
  return 0.5;
}

/**
 * Bike Score (0–100) after the published Bike Score method, which averages bike infrastructure,
 * hills, destinations and road connectivity (and commute mode share). SiteScout has no elevation,
 * street network or commute data loaded, so those components are reported as not measured and
 * the score averages the two it can measure:
 *
 *   infrastructure = 0.75 · 100·(1 − e^(−weighted lane miles within 1 mi / 4))
 *                  + 0.25 · 100·(1 − e^(−bike-share stations within 0.5 mi / 5))
 *   destinations   = the site's Walk Score
 *   score          = mean of infrastructure and destinations; none when either is unmeasured (outside
 *                    bike data, the score would be the Walk Score under another name)
 *
 * @example bikeScore({routes: [], bikeShareStations: 0, destinationsScore: 80, infrastructureCovered: false}).score // null
 */
export function bikeScore(input: BikeScoreInput): BikeScoreResult {
  const laneMiles = input.routes.reduce((s, r) => s + bikeFacilityWeight(r.type) * r.milesWithin, 0);
  const lanes = 100 * (1 - Math.exp(-laneMiles / 4));
  const stations = 100 * (1 - Math.exp(-input.bikeShareStations / 5));
  const infrastructure = input.infrastructureCovered ? 0.75 * lanes + 0.25 * stations : null;
  const components: BikeComponent[] = [
    {
      name: 'infrastructure',
      score: infrastructure === null ? null : Math.round(infrastructure),
      detail:
        infrastructure === null
          ? 'not enough bike data within 1 mi: the loaded bike routes and bike-share stations do not cover the land around this site'
          : `${laneMiles.toFixed(1)} weighted lane-miles within 1 mi, ${input.bikeShareStations} bike-share stations within 0.5 mi`,
    },
    {
      name: 'destinations',
      score: input.destinationsScore === null ? null : Math.round(input.destinationsScore),
      detail:
        input.destinationsScore === null
          ? 'not measured: no place data loaded for this area'
          : 'Walk Score of the site',
    },
    { name: 'connectivity', score: null, detail: 'not measured: no street network loaded' },
    { name: 'hills', score: null, detail: 'not measured: no elevation data loaded' },
    { name: 'commute-mode-share', score: null, detail: 'not measured: no commute data loaded' },
  ];
  const [infra, destinations] = components;
  const score =
    infra?.score == null || destinations?.score == null ? null : Math.round((infra.score + destinations.score) / 2);
  return {
    score,
    components,
    estimate: {
      method:
        'Bike Score method (infrastructure, destinations, connectivity, hills, mode share averaged); SiteScout averages the two it can measure and gives no score without both — infrastructure from bike lanes within 1 mi (protected 1, buffered/greenway 0.85, lane 0.75, shared 0.5 per mile) and bike-share stations within 0.5 mi, destinations from the Walk Score',
    },
  };
}
