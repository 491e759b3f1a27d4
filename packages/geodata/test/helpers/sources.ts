import type { PlaceSource } from '../../src/importers/places/place-factory.js';

/** A dataset identity for importer tests. */
export function placeSource(datasetId: string): PlaceSource {
  return {
    datasetId,
    source: `${datasetId} source`,
    vintage: '2025',
    licence: 'test',
    attribution: 'test',
    coverage: 'test',
  };
}
