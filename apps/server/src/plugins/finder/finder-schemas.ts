import { type Static, Type } from '@sinclair/typebox';
import { PrioritiesBody } from '../analyses/schemas.js';

/** Largest circle the finder searches, in miles (a few hundred ZIP areas at most). */
export const FINDER_MAX_RADIUS_MILES = 50;
/** Most ZIP codes one list may name. */
export const FINDER_MAX_ZIPS = 300;

const Radius = Type.Number({ minimum: 0.5, maximum: FINDER_MAX_RADIUS_MILES, description: 'Miles' });

const AREA_KINDS = [
  Type.Object({
    kind: Type.Literal('county'),
    county: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'A county FIPS code ("17031") or a name with its state ("Cook County, IL")',
      examples: ['17031'],
    }),
  }),
  Type.Object({
    kind: Type.Literal('city'),
    city: Type.String({
      minLength: 2,
      maxLength: 100,
      description: '"City, ST": the ZIP areas whose main place (Census ZCTA relationship) is that city',
      examples: ['Evanston, IL'],
    }),
  }),
  Type.Object({
    kind: Type.Literal('zips'),
    zips: Type.Array(Type.String({ pattern: '^\\d{5}$' }), {
      minItems: 1,
      maxItems: FINDER_MAX_ZIPS,
      description: 'ZIP codes (scored as their ZCTAs)',
    }),
  }),
  Type.Object({
    kind: Type.Literal('near'),
    point: Type.String({
      minLength: 1,
      maxLength: 300,
      description: 'An address, a ZIP code or "lat, lon" to search around',
    }),
    radiusMiles: Radius,
  }),
] as const;
/**
 * One of the area kinds, told apart by `kind` (a discriminator), so a bad ZIP list is reported as the ZIP list's
 * error, not as the first kind's missing county.
 */
const AnyArea = Type.Union([...AREA_KINDS]);
export const FinderArea = Type.Unsafe<Static<typeof AnyArea>>({
  type: 'object',
  required: ['kind'],
  discriminator: { propertyName: 'kind' },
  oneOf: [...AREA_KINDS],
});
export type FinderArea = Static<typeof FinderArea>;

export const FinderBody = Type.Object({
  businessType: Type.String({
    minLength: 1,
    description: 'An id from GET /api/business-types',
    examples: ['coffee-shop'],
  }),
  area: FinderArea,
  priorities: Type.Optional(PrioritiesBody),
  rankBy: Type.Optional(
    Type.Union([Type.Literal('score'), Type.Literal('capacity-gap')], {
      description: 'Order by the site score (default) or by the capacity gap (room for the most establishments)',
    }),
  ),
});
export type FinderBody = Static<typeof FinderBody>;

export const FinderUsage = Type.Object(
  {
    used: Type.Integer({ description: 'Finder searches this account ran today (UTC)' }),
    limit: Type.Integer({ description: 'Free finder searches a day (FINDER_SEARCHES_PER_DAY)' }),
    resetsAt: Type.String({ format: 'date-time', description: 'When the count starts over (next UTC midnight)' }),
  },
  { description: 'Finder searches are free for signed-in accounts up to a daily limit' },
);
export type FinderUsage = Static<typeof FinderUsage>;

const SubScore = Type.Object({
  name: Type.String({ description: 'demand, competition, access, cost or fit' }),
  score: Type.Union([Type.Number(), Type.Null()], { description: '0–100, null when the data cannot say' }),
  weight: Type.Number({ description: 'Share of the area score (after priorities)' }),
  missing: Type.Boolean(),
  detail: Type.String({ description: 'What the part is made of, with sources' }),
});

const Capacity = Type.Object(
  {
    expected: Type.Number({ description: 'Establishments the capacity model expects for the area' }),
    observed: Type.Number({ description: 'Establishments counted (ZIP or County Business Patterns)' }),
    gap: Type.Number({ description: 'Expected minus observed: positive = room for more' }),
    typicalErrorPct: Type.Union([Type.Number(), Type.Null()], { description: 'The model’s back-tested error' }),
    weakModel: Type.Boolean({ description: 'The model is weak for this business type: read the gap with care' }),
    source: Type.String(),
  },
  { description: 'Capacity gap of the area; null without a model or counts' },
);

export const FinderArea_Result = Type.Object({
  rank: Type.Integer(),
  zcta: Type.String({ description: 'ZIP Code Tabulation Area' }),
  name: Type.String(),
  lat: Type.Number({ description: 'The Census internal point: the point a full analysis is run at' }),
  lon: Type.Number(),
  score: Type.Number({ description: 'Area score 0–100 (a SiteScout estimate from the sub-scores)' }),
  subScores: Type.Array(SubScore),
  reasons: Type.Array(Type.String(), { description: 'The three strongest weighted parts, in words' }),
  capacity: Type.Union([Capacity, Type.Null()]),
});

const AreaShape = Type.Object({
  type: Type.Literal('Feature'),
  geometry: Type.Object({
    type: Type.Literal('MultiPolygon'),
    coordinates: Type.Array(Type.Array(Type.Array(Type.Array(Type.Number())))),
  }),
  properties: Type.Object({
    zcta: Type.String(),
    rank: Type.Integer(),
    score: Type.Number(),
    outline: Type.Union([Type.Literal('boundary'), Type.Literal('land-area-circle')], {
      description: 'boundary: the ZCTA outline; land-area-circle: a circle of the ZCTA’s land area around its point',
    }),
  }),
});

export const FinderResult = Type.Object({
  businessType: Type.String(),
  businessTypeLabel: Type.String(),
  region: Type.String({ description: 'The area searched, in words' }),
  areasScored: Type.Integer({ description: 'Populated ZIP areas scored' }),
  rankedBy: Type.Union([Type.Literal('score'), Type.Literal('capacity-gap')]),
  method: Type.String({ description: 'How each area is scored, and why the order is what it is' }),
  areas: Type.Array(FinderArea_Result, { description: 'Every scored area, best first' }),
  map: Type.Object({
    type: Type.Literal('FeatureCollection'),
    features: Type.Array(AreaShape),
    note: Type.Union([Type.String(), Type.Null()], { description: 'How the areas are drawn when not as outlines' }),
    bbox: Type.Array(Type.Number(), { minItems: 4, maxItems: 4, description: '[west, south, east, north]' }),
  }),
  usage: FinderUsage,
});
export type FinderResult = Static<typeof FinderResult>;
