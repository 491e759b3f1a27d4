import { bench, describe } from 'vitest';
import { WALK_CATEGORIES } from '../taxonomy/types.js';
import { walkScore } from './walk-score.js';

const inputs = WALK_CATEGORIES.map((category, i) => ({
  category,
  distancesMiles: Array.from({ length: 10 }, (_, k) => ((i + 1) * (k + 1)) / 20),
  visible: true,
}));

describe('walkScore', () => {
  bench('9 classes × 10 amenities', () => {
    walkScore(inputs);
  });
});
