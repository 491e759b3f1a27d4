import type { Figure, SiteAnalysis } from '@sitescout/engine';
import type { SiteMapLayers } from '../map-layers.js';
import type { ReportSite } from '../report-input.js';
import type { CitationRegistry } from './citations.js';
import { formatFigure } from './format.js';

/** What every per-site section is drawn from. */
export interface SiteContext {
  /** 1-based site number, as on the cover. */
  number: number;
  site: ReportSite;
  a: SiteAnalysis;
  reg: CitationRegistry;
  layers: SiteMapLayers;
  allSites: readonly ReportSite[];
}

/** A figure's printed value and tag, or "no data" with an empty tag. */
export function shown(reg: CitationRegistry, f: Figure | null | undefined, format = formatFigure) {
  return f ? { text: format(f), tag: reg.tag(f) } : { text: 'no data', tag: '' };
}

/** A table row for a figure: label, value, provenance tag. */
export function figureRow(reg: CitationRegistry, label: string, f: Figure | null | undefined, format = formatFigure) {
  const s = shown(reg, f, format);
  return [label, s.text, s.tag];
}

/** A figure's value followed by its tag, for running text ("no data" untagged). */
export function shownInline(reg: CitationRegistry, f: Figure | null | undefined, format = formatFigure): string {
  const s = shown(reg, f, format);
  return s.tag ? `${s.text} ${s.tag}` : s.text;
}
