import type { CoverageArea, DatasetMeta } from '@sitescout/geodata';

/** One loaded layer as the coverage page shows it: where it has data and how old that data is. */
export interface LayerSummary {
  layer: string;
  areas: Array<{ name: string; bbox: [number, number, number, number] }>;
  /** Distinct vintages of the datasets behind the layer, e.g. ["2019-2023", "2025"]. */
  vintages: string[];
  /** Distinct publishers / sources of those datasets. */
  sources: string[];
}

/** Groups the pack's coverage areas by layer, with the vintages and sources of the datasets behind each. */
export function summariseLayers(coverage: readonly CoverageArea[], datasets: readonly DatasetMeta[]): LayerSummary[] {
  const byId = new Map(datasets.map((d) => [d.id, d]));
  const layers = new Map<string, { areas: LayerSummary['areas']; vintages: Set<string>; sources: Set<string> }>();
  for (const area of coverage) {
    let entry = layers.get(area.layer);
    if (!entry) {
      entry = { areas: [], vintages: new Set(), sources: new Set() };
      layers.set(area.layer, entry);
    }
    if (!entry.areas.some((a) => a.name === area.name)) entry.areas.push({ name: area.name, bbox: area.bbox });
    for (const id of area.datasetIds) {
      const dataset = byId.get(id);
      if (!dataset) continue;
      entry.vintages.add(dataset.vintage);
      entry.sources.add(dataset.source);
    }
  }
  return [...layers].map(([layer, e]) => ({
    layer,
    areas: e.areas,
    vintages: [...e.vintages].sort(),
    sources: [...e.sources].sort(),
  }));
}
