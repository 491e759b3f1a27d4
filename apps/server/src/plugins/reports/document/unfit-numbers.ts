/**
 * The numbers a report part cannot draw, by path ("forecast.annualRevenue.high.value"): NaN or ±Infinity anywhere
 * inside `value` (a chart scaled by one, a map point placed at one, a table cell printing "NaN"). A number the
 * engine left out on purpose is `null` and is printed as "no data" by the sections; only numbers that are there but
 * are not finite are caught here.
 */
export function nonFiniteNumbers(value: unknown, path: string): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (value === null || typeof value !== 'object') return [];
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? [] : [path];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([key, v]) =>
    nonFiniteNumbers(v, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`),
  );
}

/** The fields a chart needs that are not finite numbers: missing, null, NaN or infinite. */
export function missingNumbers(fields: Record<string, unknown>): string[] {
  return Object.entries(fields)
    .filter(([, v]) => typeof v !== 'number' || !Number.isFinite(v))
    .map(([path]) => path);
}
