/** A Census place as the pack stores it: [name, state, lat, lon, land sq mi]. */
export type PlaceTuple = [string, string, number, number, number | null];

/** The state a town without one is looked for first: the product's home market. */
export const HOME_STATE = 'IL';

const SPELLINGS: Record<string, string> = { ST: 'SAINT', STE: 'SAINTE', MT: 'MOUNT', FT: 'FORT' };

/** "St. Louis", "Saint Louis" and "ST LOUIS" are one name; so are "Mt. Prospect" and "Mount Prospect". */
export function placeKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => SPELLINGS[w] ?? w)
    .join(' ');
}

/**
 * The Census Gazetteer's places by name and state, names compared as people write them ("Saint Louis" is "St. Louis").
 */
export class UsPlaces {
  private readonly byKey = new Map<string, PlaceTuple[]>();

  constructor(places: readonly PlaceTuple[]) {
    for (const p of places) {
      const key = placeKey(p[0]);
      const list = this.byKey.get(key) ?? [];
      list.push(p);
      this.byKey.set(key, list);
    }
    // Several places share a name in one state (a city and a CDP): the largest by land area answers.
    for (const list of this.byKey.values()) list.sort((a, b) => (b[4] ?? 0) - (a[4] ?? 0));
  }

  /** The place named in `state`; with a null state, the largest place of that name anywhere. */
  find(name: string, state: string | null): PlaceTuple | null {
    const list = this.byKey.get(placeKey(name));
    if (!list) return null;
    return (state ? list.find((p) => p[1] === state) : list[0]) ?? null;
  }

  /** Whether `name` is a place in `state` (Illinois when none is given): for reading a town written without a comma. */
  isTown(name: string, state: string | null): boolean {
    return this.byKey.get(placeKey(name))?.some((p) => p[1] === (state ?? HOME_STATE)) ?? false;
  }

  /** Every state with a place of this name, for saying which one was taken. */
  statesNamed(name: string): string[] {
    return (this.byKey.get(placeKey(name)) ?? []).map((p) => p[1]);
  }
}
