import { parseCsv } from '../../io/read.js';
import { num, round } from '../../io/values.js';
import type { Provenance } from '../../model/provenance.js';
import type { StationEntries } from '../../model/transit.js';

/** Months averaged: a station's latest twelve. */
export const ENTRY_MONTHS = 12;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;

/** Rows of the portal's CSV export, or of its SODA API (`/resource/t2rn-p8d7.json`: a JSON array of rows). */
function rowsOf(text: string): Array<Record<string, string | undefined>> {
  if (!text.trimStart().startsWith('[')) return parseCsv(text);
  return (JSON.parse(text) as Array<Record<string, unknown>>).map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null || v === undefined ? undefined : String(v)])),
  );
}

/** "06/01/2023" (CSV export) or "2023-06-01T00:00:00.000" (SODA floating timestamp) → "2023-06". */
function monthOf(text: string | undefined): string | null {
  const value = text?.trim() ?? '';
  const us = /^(\d{2})\/\d{2}\/(\d{4})$/.exec(value);
  if (us) return `${us[2]}-${us[1]}`;
  const iso = /^(\d{4})-(\d{2})-\d{2}(T[\d:.]+)?$/.exec(value);
  return iso ? `${iso[1]}-${iso[2]}` : null;
}

/**
 * CTA 'L' station entries by month (City portal t2rn-p8d7, as the CSV export or the SODA API's JSON rows:
 * `station_id` = the stops file's MAP_ID, `month_beginning` MM/DD/YYYY or a SODA timestamp,
 * `avg_weekday_rides` = average fare-gate entries per weekday) → per
 * station, the mean of its latest twelve monthly weekday averages, with the months they span.
 * Stations with fewer than twelve months (closed for rebuilding) average what they have; stations with
 * no entry in the file's last year are left out.
 *
 * @example importCtaStationEntries(csv, prov).entries.get('40380')?.averageWeekdayEntries
 */
export function importCtaStationEntries(
  text: string,
  provenance: Provenance,
): { entries: Map<string, StationEntries>; rowsRead: number; warnings: string[] } {
  const rows = rowsOf(text);
  const byStation = new Map<string, Array<{ month: string; weekday: number }>>();
  for (const row of rows) {
    const id = row.station_id?.trim();
    const month = monthOf(row.month_beginning);
    const weekday = num(row.avg_weekday_rides);
    if (!id || !month || weekday === null) continue;
    const list = byStation.get(id) ?? [];
    list.push({ month, weekday });
    byStation.set(id, list);
  }
  const entries = new Map<string, StationEntries>();
  let short = 0;
  let closed = 0;
  const newest = [...byStation.values()].flat().reduce((m, x) => (x.month > m ? x.month : m), '');
  const yearBefore = `${Number(newest.slice(0, 4)) - 1}${newest.slice(4)}`;
  for (const [id, list] of byStation) {
    const latest = list.sort((a, b) => a.month.localeCompare(b.month)).slice(-ENTRY_MONTHS);
    const first = latest[0];
    const last = latest[latest.length - 1];
    if (!first || !last) continue;
    // A station without entries in the file's last year is closed: its old average is not today's.
    if (last.month <= yearBefore) {
      closed += 1;
      continue;
    }
    if (latest.length < ENTRY_MONTHS) short += 1;
    entries.set(id, {
      averageWeekdayEntries: round(latest.reduce((s, x) => s + x.weekday, 0) / latest.length, 0),
      months: latest.length,
      period: `${monthLabel(first.month)}–${monthLabel(last.month)}`,
      source: provenance.source,
      vintage: provenance.vintage,
    });
  }
  const warnings = [
    ...(short > 0
      ? [`${short} stations have fewer than ${ENTRY_MONTHS} months of entries (averaged over what exists)`]
      : []),
    ...(closed > 0 ? [`${closed} stations without entries in the last year left out (closed)`] : []),
  ];
  return { entries, rowsRead: rows.length, warnings };
}
