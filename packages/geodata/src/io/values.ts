import type { Figure, FigureUnit, Provenance } from '../model/provenance.js';

/** Census "no data" sentinels (-666666666 etc.) and empty cells. */
const MISSING = new Set(['', 'NA', 'N/A', 'NULL', 'null', 'None', 'nan', 'NaN', '-', '(X)', 'No rating', 'No ratings']);

/**
 * Parses a published number: thousands separators dropped; blanks, "NA" and the Census negative
 * sentinels (-666666666, -999999999, -888888888, -222222222) become null — never 0.
 */
export function num(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value > -100000000 ? value : null;
  const text = String(value).trim();
  if (MISSING.has(text)) return null;
  const n = Number(text.replace(/,/g, '').replace(/^\$/, ''));
  if (!Number.isFinite(n) || n <= -100000000) return null;
  return n;
}

/** A sourced figure, or null when the value is missing. */
export function figure(value: number | null, unit: FigureUnit, provenance: Provenance, note?: string): Figure | null {
  if (value === null || !Number.isFinite(value)) return null;
  return note ? { value, unit, ...provenance, note } : { value, unit, ...provenance };
}

/** Rounds for storage so the pack is byte-stable and compact. */
export function round(value: number, digits = 6): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Zero-pads numeric codes that lost their leading zeros ("601" → "00601"). */
export function pad(code: string | number, width: number): string {
  return String(code).trim().replace(/\.0+$/, '').padStart(width, '0');
}

/** Parses "(41.87, -87.62)" location strings. */
export function parseLatLonParens(text: string | undefined): { lat: number; lon: number } | null {
  const m = /\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)/.exec(text ?? '');
  if (!m) return null;
  return validLatLon(Number(m[1]), Number(m[2]));
}

/** Parses WKT "POINT (lon lat)". */
export function parseWktPoint(text: string | undefined): { lat: number; lon: number } | null {
  const m = /POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)/i.exec(text ?? '');
  if (!m) return null;
  return validLatLon(Number(m[2]), Number(m[1]));
}

/** Rejects (0,0), NaN and out-of-range coordinates. */
export function validLatLon(lat: number | null, lon: number | null): { lat: number; lon: number } | null {
  if (lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return null;
  return { lat, lon };
}
