import { describe, expect, it } from 'vitest';
import { ratingsUsable, strongCompetitors } from './strong-competitors.js';

const rated = (rating: number, reviewCount: number) => ({ rating, reviewCount });
const unrated = { rating: null, reviewCount: null };

describe('strongCompetitors', () => {
  it('counts places rated 4.5★+ from 50+ reviews when at least half of the named places have a rating', () => {
    const s = strongCompetitors([rated(4.7, 300), rated(4.6, 20), rated(3.9, 500), unrated]);
    expect(s).toMatchObject({ count: 1, rated: 3, named: 4 });
  });

  it('does not judge where fewer than half have a rating (OSM-only dentists, say)', () => {
    const s = strongCompetitors([rated(4.9, 800), unrated, unrated, unrated]);
    expect(s.count).toBeNull();
    expect(s.reason).toMatch(/only 1 of the 4 named places have a rating/);
    expect(ratingsUsable([rated(4.9, 800), unrated, unrated])).toBe(false);
    expect(ratingsUsable([rated(4.9, 800), unrated])).toBe(true);
  });
});
