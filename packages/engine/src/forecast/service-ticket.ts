import type { PublishedFigure } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import { citePublication } from '../figures/publication.js';

/**
 * Average ticket for a service trade from the published-figures "Service ticket" rows whose item
 * contains all the keywords: the mean of the matching rows (e.g. the low and high end of a range).
 * Null when the table has none — the forecast then says so rather than guess.
 *
 * @example serviceTicket(rows, ['pest control']) // {value: 100, …} from $75 and $125
 */
export function serviceTicket(rows: readonly PublishedFigure[], keywords: readonly string[]): Figure | null {
  const hits = rows.filter(
    (r) =>
      r.dataset.toLowerCase() === 'service ticket' &&
      keywords.every((k) => r.item.toLowerCase().includes(k.toLowerCase())),
  );
  const perJob = hits.filter((r) => !r.item.toLowerCase().includes('call fee'));
  const used = perJob.length > 0 ? perJob : hits;
  if (used.length === 0) return null;
  const value = used.reduce((s, r) => s + r.value, 0) / used.length;
  const flagged = used.some((r) => /LOW AUTHORITY/.test(r.note));
  return {
    value,
    unit: 'usd',
    estimate: {
      method: `mean of ${used.map((r) => `"${r.item}" $${r.value} (${citePublication(r.sourceUrl)}, ${r.year})`).join(' and ')}${flagged ? '; source flagged LOW AUTHORITY in the benchmarks table' : ''}`,
    },
  };
}
