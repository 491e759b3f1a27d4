import type { AddressSuggestion } from '../streets/street-suggester.js';

type Place = [string, string, number, number, number | null];

/** "Spring" → "Springfield, IL", "Springfield, MO" …: Census places by name prefix, largest first. */
export class PlaceSuggester {
  private readonly sorted: Array<{ key: string; place: Place }>;

  constructor(places: readonly Place[]) {
    this.sorted = places
      .map((place) => ({ key: place[0].toLowerCase(), place }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  suggest(text: string, limit: number): AddressSuggestion[] {
    const [namePart, statePart] = text.split(',').map((s) => s.trim().toLowerCase());
    if (!namePart || namePart.length < 3 || /^\d/.test(namePart)) return [];
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.sorted[mid]?.key as string) < namePart) lo = mid + 1;
      else hi = mid;
    }
    const hits: Place[] = [];
    for (let i = lo; i < this.sorted.length && hits.length < 200; i++) {
      const entry = this.sorted[i] as { key: string; place: Place };
      if (!entry.key.startsWith(namePart)) break;
      if (statePart && !entry.place[1].toLowerCase().startsWith(statePart)) continue;
      hits.push(entry.place);
    }
    return hits
      .sort((a, b) => (b[4] ?? 0) - (a[4] ?? 0))
      .slice(0, limit)
      .map((p) => ({
        label: `${p[0]}, ${p[1]}`,
        kind: 'place' as const,
        detail: null,
        lat: p[2],
        lon: p[3],
        precision: 'city' as const,
      }));
  }
}
