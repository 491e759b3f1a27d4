/** The site of issue 38's undelivered report: a dental office at 200 S Washington St, Naperville (DuPage County). */
export const NAPERVILLE_DENTAL = {
  label: '200 S Washington St, Naperville, IL',
  lat: 41.7716,
  lon: -88.1475,
  precision: 'coordinates' as const,
};
