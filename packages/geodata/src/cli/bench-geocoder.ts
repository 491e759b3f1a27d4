import { nearestRank as percentile } from '@sitescout/shared';
import { readReferenceAddresses } from '../accuracy/reference-addresses.js';
import type { OfflineGeocoder } from '../geocode/offline-geocoder.js';

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const fmt = (xs: number[]) =>
  `p50 ${(percentile(xs, 0.5) ?? 0).toFixed(3)} ms p99 ${(percentile(xs, 0.99) ?? 0).toFixed(3)} ms`;

/**
 * `npm run bench` (geocoder part): offline geocode latency over the 849 street addresses of the City's
 * libraries and grocery stores, and suggestion latency over every prefix of them as typed.
 */
export function benchGeocoder(geocoder: OfflineGeocoder, geodataDir: string): void {
  const queries = readReferenceAddresses(geodataDir).map((r) => r.query);
  const run = (q: string) => {
    try {
      geocoder.geocodeSync(q);
    } catch {
      // Not-found answers are part of the workload.
    }
  };
  for (const q of queries.slice(0, 100)) run(q);
  const geocode = queries.map((q) => timed(() => run(q))).sort((a, b) => a - b);
  console.log(`offline geocode ${queries.length} Chicago street addresses: ${fmt(geocode)}`);
  // What a user types on the way to each address: "1", "16", "160", "1600", "1600 ", "1600 W" … up to 24 characters.
  const prefixes = queries.flatMap((q) =>
    Array.from({ length: Math.min(24, q.length) - 1 }, (_, i) => q.slice(0, i + 2)),
  );
  for (const p of prefixes.slice(0, 200)) geocoder.suggest(p);
  const suggest = prefixes.map((p) => timed(() => geocoder.suggest(p))).sort((a, b) => a - b);
  console.log(`suggestions     ${prefixes.length} typed prefixes: ${fmt(suggest)}`);
}
