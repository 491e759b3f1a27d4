import { type Static, Type } from '@sinclair/typebox';
import { type CustomerSegment, RADIUS_LIMITS } from '@sitescout/engine';
import type { AnalysisStep } from './progress.js';

// Literal unions are spelled out (not mapped from the constants) so the route type provider infers them;
// the checks below keep them in step with the constants.
const CustomerSegmentSchema = Type.Union([
  Type.Literal('families'),
  Type.Literal('young-professionals'),
  Type.Literal('seniors'),
  Type.Literal('homeowners'),
  Type.Literal('high-income'),
]);
const StepSchema = Type.Union([
  Type.Literal('queued'),
  Type.Literal('loading-data'),
  Type.Literal('getting-data'),
  Type.Literal('analysing-sites'),
  Type.Literal('comparing'),
  Type.Literal('rendering-report'),
  Type.Literal('sending-email'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const segmentsInStep: Same<Static<typeof CustomerSegmentSchema>, CustomerSegment> = true;
const stepsInStep: Same<Static<typeof StepSchema>, AnalysisStep> = true;
void segmentsInStep;
void stepsInStep;

const SiteCoordinates = Type.Object(
  {
    // Ranges are checked by the engine's validation, which names the field (`sites.0.lat`).
    lat: Type.Number({ description: 'Latitude, -90 to 90' }),
    lon: Type.Number({ description: 'Longitude, -180 to 180' }),
    label: Type.Optional(Type.String({ maxLength: 300, description: 'Shown for the site; defaults to "lat, lon"' })),
    pinned: Type.Optional(
      Type.Boolean({ description: 'true when the user placed the point by dragging the pin: precision "pin"' }),
    ),
  },
  { description: 'A point, e.g. a geocoded address whose pin the user moved' },
);

export const SiteInputBody = Type.Union([
  Type.String({
    minLength: 1,
    maxLength: 300,
    description: 'An address to geocode: "lat, lon", a ZIP code, "City, ST" or a street address',
  }),
  SiteCoordinates,
]);

export const PrioritiesBody = Type.Object(
  {
    footTraffic: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    lowCompetition: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    customerProximity: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    customers: Type.Optional(
      Type.Array(CustomerSegmentSchema, {
        description: 'Customer groups to be near; defaults to the business type’s own',
      }),
    ),
  },
  { description: 'Priority sliders, 0–100 each' },
);

export const CreateAnalysisBody = Type.Object({
  businessType: Type.String({
    minLength: 1,
    description: 'An id from GET /api/business-types',
    examples: ['coffee-shop'],
  }),
  sites: Type.Array(SiteInputBody, {
    minItems: 1,
    description: 'Candidate sites. More than one is a comparison: Pro, or a Complete Report credit (up to 3)',
  }),
  radiusMiles: Type.Optional(
    Type.Number({
      minimum: RADIUS_LIMITS.min,
      maximum: RADIUS_LIMITS.max,
      description: 'Trade-area radius; defaults to the business type’s',
    }),
  ),
  priorities: Type.Optional(PrioritiesBody),
});
export type CreateAnalysisBody = Static<typeof CreateAnalysisBody>;

export const RerunBody = Type.Object({ priorities: PrioritiesBody });

export const AnalysisStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);

export const Progress = Type.Object(
  {
    status: AnalysisStatus,
    step: StepSchema,
    message: Type.String({ description: 'The step in plain words, e.g. "Analysing site 2 of 3"' }),
    percent: Type.Integer({ minimum: 0, maximum: 100 }),
    done: Type.Boolean({ description: 'The result is stored and shown; the report and e-mail may still follow' }),
    failed: Type.Boolean(),
    report: Type.Union([Type.Literal('pending'), Type.Literal('ready'), Type.Literal('failed'), Type.Literal('none')], {
      description:
        'The PDF report: pending (being drawn after the result, retried with back-off), ready (stored: downloads stream it), failed (every background attempt failed: the download draws it again), none (no report on this server, or the analysis failed)',
    }),
    email: Type.Union(
      [
        Type.Literal('pending'),
        Type.Literal('sent'),
        Type.Literal('sent-without-report'),
        Type.Literal('failed'),
        Type.Literal('none'),
      ],
      {
        description:
          'The "analysis ready" e-mail: pending, sent (with the PDF attached), sent-without-report (sent saying the PDF is late and how to get it), failed (gave up after retries) or none (no address)',
      },
    ),
    settled: Type.Boolean({
      description: 'Nothing more will change: failed, or done with the report and e-mail settled',
    }),
  },
  { description: 'Progress of an analysis job; also the `data` of each SSE `progress` event' },
);
export type Progress = Static<typeof Progress>;

export const GeocodedSite = Type.Object({
  label: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  precision: Type.Union([Type.String(), Type.Null()], {
    description: 'coordinates, rooftop, street, zip or city: how exact the point is',
  }),
  geocodeNote: Type.Union([Type.String(), Type.Null()], { description: 'Why the precision is coarser, if it is' }),
});

export const AnalysisSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  businessType: Type.String(),
  businessTypeLabel: Type.String(),
  siteLabels: Type.Array(Type.String()),
  status: AnalysisStatus,
  progress: Progress,
  creditUnit: Type.Union([Type.Literal('analysis'), Type.Literal('complete_report'), Type.Literal('pro_analysis')], {
    description: "Which credit paid for it (`pro_analysis`: one of Pro Monthly's analyses of the month)",
  }),
  rerunOf: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  siteScores: Type.Optional(
    Type.Array(Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]), {
      description:
        'The list only, once finished: each site’s score out of 100 in the order of `siteLabels` (null where there was not enough data for one)',
    }),
  ),
  firstRanked: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'The list only, for a finished comparison: the site the comparison ranks first (two or more: tied for first)',
    }),
  ),
});
export type AnalysisSummary = Static<typeof AnalysisSummary>;

/**
 * The engine's output is large and versioned by `schema`; it is described by the `SiteAnalysis` and
 * `SiteComparison` types of @sitescout/engine rather than repeated here.
 */
const SiteAnalysisJson = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  additionalProperties: true,
  description: 'A SiteAnalysis of @sitescout/engine (every figure with {source, vintage} or {estimate})',
});
const ComparisonJson = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  additionalProperties: true,
  description: 'A SiteComparison of @sitescout/engine: ranking, per-criterion winners, summary',
});

export const AnalysisDetail = Type.Composite([
  AnalysisSummary,
  Type.Object({
    radiusMiles: Type.Number(),
    priorities: PrioritiesBody,
    sites: Type.Array(GeocodedSite),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why it failed, in plain words' }),
    refunded: Type.Boolean({ description: 'The credit was given back because the analysis failed' }),
    dashboardUrl: Type.String(),
    result: Type.Union([
      Type.Object({
        analyses: Type.Array(SiteAnalysisJson),
        comparison: Type.Union([ComparisonJson, Type.Null()]),
        dataNotice: Type.Optional(
          Type.String({ description: 'Present when the analysis ran on partial data: which county and why' }),
        ),
      }),
      Type.Null(),
    ]),
  }),
]);
export type AnalysisDetail = Static<typeof AnalysisDetail>;

export const AnalysisList = Type.Object({ analyses: Type.Array(AnalysisSummary) });

export const AnalysisParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const BusinessTypeInfo = Type.Object({
  id: Type.String(),
  label: Type.String(),
  kind: Type.Union([Type.Literal('storefront'), Type.Literal('service-area')]),
  defaultRadiusMiles: Type.Number(),
  keywords: Type.Array(Type.String(), { description: 'Words to match while the user types' }),
});

export const BusinessTypeList = Type.Object({
  businessTypes: Type.Array(BusinessTypeInfo),
  radius: Type.Object({ min: Type.Number(), max: Type.Number() }),
  customerSegments: Type.Array(Type.String()),
});

export const FreeAnalysisBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, description: 'Where the confirmation link and the report go' }),
  businessType: Type.String({ minLength: 1, examples: ['coffee-shop'] }),
  sites: Type.Array(SiteInputBody, { minItems: 1, maxItems: 1, description: 'The one site of the free analysis' }),
  radiusMiles: Type.Optional(Type.Number({ minimum: RADIUS_LIMITS.min, maximum: RADIUS_LIMITS.max })),
  priorities: Type.Optional(PrioritiesBody),
});
export type FreeAnalysisBody = Static<typeof FreeAnalysisBody>;

export const FreeAnalysisAccepted = Type.Object({
  message: Type.String({ description: 'Tells the user to follow the link in the e-mail' }),
});

export const ReweightBody = Type.Object({
  priorities: Type.Object(
    {
      footTraffic: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
      lowCompetition: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
      customerProximity: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    },
    { description: 'Priority sliders, 0–100 each; 50 keeps the business type’s default weight' },
  ),
});

export const QuoteSite = Type.Object({
  label: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  included: Type.Array(Type.String(), { description: 'Report parts the data supports at this point' }),
  missing: Type.Array(Type.Object({ part: Type.String(), reason: Type.String() }), {
    description: 'Report parts left out here, each with why',
  }),
  partial: Type.Boolean({ description: 'Some part is missing: ask the user to confirm before spending' }),
  gettingData: Type.Union([Type.String(), Type.Null()], {
    description:
      'Set when the county has no data yet and the server fetches it first (DATA_ON_DEMAND=on), e.g. "Getting the official data for DuPage County, IL — about 5 minutes": the lists above are what the data loaded now supports',
  }),
});

export const AnalysisQuote = Type.Object(
  {
    holdings: Type.Object({
      analysisCredits: Type.Integer(),
      completeReports: Type.Integer(),
      pro: Type.Boolean(),
      proAnalyses: Type.Integer({ description: "Pro Monthly's analyses left this month (0 when not Pro)" }),
    }),
    uses: Type.Union(
      [
        Type.Object({
          unit: Type.Union([Type.Literal('analysis'), Type.Literal('complete_report'), Type.Literal('pro_analysis')]),
          plan: Type.Union([Type.Literal('complete'), Type.Literal('pro')]),
          enough: Type.Boolean({ description: 'The account holds at least one of this unit' }),
        }),
        Type.Null(),
      ],
      { description: 'What starting this analysis would spend; null when it cannot be paid for' },
    ),
    blocked: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()], {
      description: 'Why a comparison of these sites needs a Complete Report or Pro',
    }),
    sites: Type.Array(QuoteSite),
  },
  { description: 'What an analysis would cost and contain, computed without spending anything' },
);
export type AnalysisQuote = Static<typeof AnalysisQuote>;
