import { multiPolygonContains, type PlaceHit } from '@sitescout/geodata';
import { estimated, type Figure } from '../figures/figure.js';
import type { GeoJsonPolygon } from '../trade-area/walk-outline.js';
import type { CompetitorSection } from './analyze-competitors.js';

export interface WalkshedCompetitor {
  name: string;
  lat: number;
  lon: number;
  /** Straight-line miles from the site. */
  distanceMiles: number;
  source: string;
  vintage: string;
}

export interface WalkshedCompetitors {
  /** Named places of the type inside the walkshed, nearest first. */
  named: WalkshedCompetitor[];
  /**
   * All establishments of the type inside it, on the competitor section's basis, as a whole number never below the
   * named places inside; null when it has none.
   */
  estimate: Figure | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The competitors inside a walkshed: the named places whose point lies in its outline, and the section's
 * estimate carried over — the named places scaled by the ring's estimate ÷ its named places (1 where named
 * places are the estimate), or, with no named place in the ring, the ring's estimate × the walkshed's share
 * of the ring's households. `hits` are the type's places near the site (null outside place coverage).
 */
export function walkshedCompetitors(
  polygon: GeoJsonPolygon,
  hits: readonly PlaceHit[] | null,
  section: CompetitorSection,
  households: { walkshed: number | null; ring: number | null },
): WalkshedCompetitors | null {
  if (!hits) return null;
  const outline = [polygon.coordinates];
  const named = hits
    .filter((h) => multiPolygonContains(outline, h.place))
    .map((h) => ({
      name: h.place.name,
      lat: h.place.lat,
      lon: h.place.lon,
      distanceMiles: h.distanceMiles,
      source: h.place.source,
      vintage: h.place.vintage,
    }));
  const count = section.countWithinRadius?.value;
  const inRing = section.namedWithinRadius;
  let estimate: Figure | null = null;
  if (count !== undefined && inRing && inRing > 0) {
    const ratio = Math.max(1, count / inRing);
    estimate = estimated(
      Math.max(named.length, Math.round(named.length * ratio)),
      ratio === 1
        ? `${named.length} named places inside the walkshed (named places are the ring's estimate)`
        : `${named.length} named places inside the walkshed × ${round1(ratio)} (the ring's estimate of ${round1(count)} ÷ its ${inRing} named places: ${section.countSummary})`,
    );
  } else if (count !== undefined && households.walkshed !== null && households.ring) {
    const share = Math.min(1, households.walkshed / households.ring);
    estimate = estimated(
      Math.round(count * share),
      `the ring's estimate of ${round1(count)} × the walkshed's ${Math.round(share * 100)} % of the ring's households (no named places in the ring)`,
    );
  }
  return { named, estimate };
}
