import { Document, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { SiteMapLayers } from '../map-layers.js';
import type { AnalysisReportInput } from '../report-input.js';
import { CitationRegistry } from './citations.js';
import { comparisonPage } from './comparison-page.js';
import { coverPage } from './cover-page.js';
import { pdfText } from './pdf-text.js';
import { sitePages } from './site-pages.js';
import { sourcesPage } from './sources-page.js';

/**
 * The whole report: cover, the comparison (several sites: it comes first), each site's pages and the sources page.
 * `layers[i]` holds the map points of `input.sites[i]`.
 */
export function analysisReport(
  input: AnalysisReportInput,
  layers: readonly SiteMapLayers[],
): ReactElement<DocumentProps> {
  const reg = new CitationRegistry();
  const cover = coverPage(input, reg);
  const sites = input.sites.flatMap((site, i) =>
    sitePages(
      {
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
      },
      input.title,
      input.dashboardUrl,
    ),
  );
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
      {sites}
      {sources}
    </Document>
  );
}
