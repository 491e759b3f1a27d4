import { Document, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { SiteMapLayers } from '../map-layers.js';
import type { AnalysisReportInput } from '../report-input.js';
import { CitationRegistry } from './citations.js';
import { comparisonPage } from './comparison-page.js';
import { coverPage } from './cover-page.js';
import { pdfText } from './pdf-text.js';
import type { SiteContext } from './site-context.js';
import { siteDecisionPages, siteDetailPages } from './site-pages.js';
import { sourcesPage } from './sources-page.js';

/**
 * The whole report: cover, the comparison (several sites: it comes first), every site's decision pages (score, map,
 * strengths, risks and recommendations), then each site's detail, and the sources page.
 * `layers[i]` holds the map points of `input.sites[i]`.
 */
export function analysisReport(
  input: AnalysisReportInput,
  layers: readonly SiteMapLayers[],
): ReactElement<DocumentProps> {
  const reg = new CitationRegistry();
  const cover = coverPage(input, reg);
  const contexts: SiteContext[] = input.sites.map((site, i) => ({
    number: i + 1,
    site,
    a: site.analysis,
    reg,
    layers: layers[i] ?? {
      outlines: [],
      competitors: [],
      stops: [],
      sources: [],
      streets: [],
      parks: [],
      lake: null,
      note: null,
    },
    allSites: input.sites,
  }));
  // Decision pages of every site first, then each site's detail: built in that order so citations number in it.
  const decisions = contexts.flatMap((ctx) => siteDecisionPages(ctx, input.title, input.dashboardUrl));
  const details = contexts.flatMap((ctx) => siteDetailPages(ctx, input.title, input.dashboardUrl));
  const comparison =
    input.comparison && input.sites.length > 1
      ? comparisonPage(input.comparison, input.sites, input.title, input.dashboardUrl)
      : null;
  const sources = sourcesPage(reg, input.sites, input.title, input.dashboardUrl);
  return (
    <Document
      title={pdfText(input.title)}
      author="SiteScout"
      subject={pdfText(`${input.businessTypeLabel} site selection report`)}
      creator="SiteScout"
      producer="SiteScout"
    >
      {cover}
      {comparison}
      {decisions}
      {details}
      {sources}
    </Document>
  );
}
