import type { MultiLine } from './geometry.js';

/**
 * `arterial`: a CTA bus route runs along it or the City counted its traffic there (see
 * `streets/classify-street-lines.ts`); `local`: neither.
 */
export type StreetClass = 'arterial' | 'local';

/**
 * One continuous stretch of a named Chicago street, drawn through its named crossings in order along the
 * street (the City publishes crossings, not centerlines: a line runs straight from crossing to crossing).
 * Every vertex is a crossing point, shared exactly with the crossing street's line, so the lines form a graph.
 */
export interface StreetLine {
  /** City full name, "N CLARK ST". */
  name: string;
  streetClass: StreetClass;
  /** One part, vertices in order along the street (WGS84 [lon, lat]). */
  line: MultiLine;
  lengthMiles: number;
  source: string;
  vintage: string;
}
