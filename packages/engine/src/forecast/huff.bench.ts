import { bench, describe } from 'vitest';
import { huff } from './huff.js';

// A Chicago-sized market: 90 tract zones and 255 competing cafés (the Lincoln Park case).
const stores = 256;
const zones = Array.from({ length: 90 }, (_, i) => ({
  id: String(i),
  demand: 1000 + i,
  distancesMiles: Array.from({ length: stores }, (_, j) => 0.1 + ((i * 7 + j * 13) % 300) / 100),
}));
const attractiveness = Array.from({ length: stores }, (_, j) => 0.5 + (j % 5) / 4);

describe('huff', () => {
  bench('90 zones × 256 stores', () => {
    huff(zones, attractiveness, 2);
  });
});
