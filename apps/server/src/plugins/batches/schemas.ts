import { Type } from '@sinclair/typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ColumnMappingBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200, description: 'Column with the site name' })),
    address: Type.Optional(Type.String({ maxLength: 200, description: 'Column with the street address' })),
    city: Type.Optional(Type.String({ maxLength: 200, description: 'Column with the city, added to the address' })),
    state: Type.Optional(Type.String({ maxLength: 200, description: 'Column with the state, added to the address' })),
    zip: Type.Optional(Type.String({ maxLength: 200, description: 'Column with the ZIP code, added to the address' })),
    lat: Type.Optional(Type.String({ maxLength: 200, description: 'Column with the latitude (with `lon`)' })),
    lon: Type.Optional(Type.String({ maxLength: 200, description: 'Column with the longitude (with `lat`)' })),
  },
  {
    additionalProperties: false,
    description:
      'Which CSV column holds what (header names). An address column or latitude + longitude columns are required; rows with coordinates are not geocoded',
  },
);

export const PreviewBatchBody = Type.Object({
  csv: Type.String({ description: 'The CSV text: column names on the first line, one site per line (at most 1,000)' }),
});

export const BatchPreview = Type.Object({
  columns: Type.Array(Type.String(), { description: 'Column names of the file' }),
  suggested: ColumnMappingBody,
  rows: Type.Integer({ description: 'Data rows in the file' }),
  sample: Type.Array(Type.Array(Type.String()), { description: 'The first five rows' }),
});

export const CreateBatchBody = Type.Object(
  {
    businessType: Type.String({ minLength: 1, maxLength: 60, description: 'Business type id, e.g. `coffee-shop`' }),
    radiusMiles: Type.Optional(
      Type.Number({ description: 'Trade-area radius, 0.25–50 miles; defaults to the business type’s own' }),
    ),
    csv: Type.Optional(Type.String({ description: 'A CSV file’s text (header line first), up to 1,000 rows' })),
    fileName: Type.Optional(Type.String({ maxLength: 200, description: 'Name of the uploaded file, shown back' })),
    columns: Type.Optional(ColumnMappingBody),
    addresses: Type.Optional(
      Type.Array(Type.String({ maxLength: 300 }), {
        maxItems: 1_000,
        description: 'Pasted addresses, one per entry, instead of a CSV',
      }),
    ),
  },
  { additionalProperties: false },
);

const Parts = Type.Object({
  demand: Nullable(Type.Number()),
  competition: Nullable(Type.Number()),
  access: Nullable(Type.Number()),
  cost: Nullable(Type.Number()),
  fit: Nullable(Type.Number()),
});

const RowResult = Type.Object({
  score: Nullable(
    Type.Number({
      description: 'Site score 0–100; null when the measured parts hold less than 60 % of the weight',
    }),
  ),
  coverage: Type.String({ description: 'Which parts were measured, in words' }),
  parts: Parts,
  competitors: Type.Object({
    estimate: Nullable(Type.Number()),
    low: Nullable(Type.Number()),
    high: Nullable(Type.Number()),
    source: Nullable(Type.String({ description: 'Source and vintage of the count' })),
  }),
  forecast: Type.Object({
    expected: Nullable(Type.Number({ description: 'Expected yearly revenue, USD' })),
    low: Nullable(Type.Number()),
    high: Nullable(Type.Number()),
    model: Nullable(Type.String()),
    reason: Nullable(Type.String({ description: 'Why there is no forecast' })),
    flag: Type.Optional(
      Nullable(
        Type.String({
          description:
            'Why a plan cannot lean on the forecast, whenever the report says not to plan around it: beyond what establishments of this type earn in the county (County Business Patterns payroll check), a site placed only at its ZIP or town centre, or outside 8 in 10 of the state’s establishments',
        }),
      ),
    ),
  }),
  zoning: Type.Optional(
    Type.Object(
      {
        status: Type.String({ description: 'allowed, review, flag (the use is normally not allowed) or not-checked' }),
        zoneClass: Nullable(Type.String()),
        message: Type.String(),
      },
      { description: 'Zoning at the site, as the analysis reads it (absent on rows scored before it was kept)' },
    ),
  ),
  precision: Type.String({ description: 'How exactly the site was placed: street, zip, coordinates …' }),
  placedAs: Type.String(),
});

const BatchRowView = Type.Object({
  rank: Nullable(Type.Integer()),
  rowNumber: Type.Integer({ description: 'Position in the upload, 1 = the first row under the header' }),
  name: Nullable(Type.String()),
  address: Nullable(Type.String()),
  lat: Nullable(Type.Number()),
  lon: Nullable(Type.Number()),
  status: Type.Union([Type.Literal('pending'), Type.Literal('scored'), Type.Literal('failed')]),
  result: Nullable(RowResult),
  error: Nullable(Type.String({ description: 'Why the row could not be scored' })),
});

export const BatchSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  businessType: Type.String(),
  radiusMiles: Type.Number(),
  sourceName: Nullable(Type.String()),
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  totalRows: Type.Integer(),
  processedRows: Type.Integer(),
  percent: Type.Integer({ description: 'Rows processed, 0–100' }),
  error: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
  links: Type.Object({
    self: Type.String(),
    csv: Type.String(),
    xlsx: Type.String(),
  }),
});

export const BatchDetail = Type.Intersect([
  BatchSummary,
  Type.Object({
    rows: Type.Array(BatchRowView, { description: 'Scored rows ranked by site score, best first' }),
    failed: Type.Array(BatchRowView, { description: 'Rows that could not be placed or scored, with the reason' }),
  }),
]);

export const BatchList = Type.Object({ batches: Type.Array(BatchSummary) });

export const BatchParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
