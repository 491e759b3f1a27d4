import { Page } from '@react-pdf/renderer';
import { type SourceCitation, typeNoun } from '@sitescout/engine';
import type { ReactElement } from 'react';
import type { ReportSite } from '../report-input.js';
import type { CitationRegistry } from './citations.js';
import { PageFrame } from './page-frame.js';
import { P, SectionHeading, Table } from './primitives.js';
import { styles } from './theme.js';

/** Every dataset (with vintage and credit line) the analyses cite, once across all sites. */
function datasetsCited(sites: readonly ReportSite[]): SourceCitation[] {
  const byId = new Map<string, SourceCitation>();
  for (const s of sites) for (const c of s.analysis.sources) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()].sort((a, b) => a.source.localeCompare(b.source));
}

/** How the business type's competitors are recognised in each source: one table for the whole report. */
function recognitionTable(sites: readonly ReportSite[]): ReactElement | null {
  const first = sites.find((s) => s.analysis.competitors.recognition)?.analysis;
  const recognition = first?.competitors.recognition;
  if (!first || !recognition) return null;
  return (
    <Table
      title={`How ${typeNoun(first.businessType.id).many} are recognised as competitors`}
      columns={[
        { label: 'Source', width: 0.3 },
        { label: 'Recognised as this type', width: 0.7 },
      ]}
      rows={[
        ['Census counts (NAICS codes)', recognition.naics.join(', ')],
        ...recognition.bySource.map((s) => [s.source, s.labels.join(', ')]),
      ]}
    />
  );
}

/**
 * Resolves every tag printed in the report: [S#] to dataset and vintage, [est. E#] to the method, and names the
 * publisher of every dataset with the credit line it asks for. The data's own licence terms are the operator's
 * business, not the reader's: they are not printed. A table with nothing to list is left out, with a sentence.
 * Built last, after every section has registered its citations.
 */
/** Why a report prints no figure: abroad (outside the data), or placed only at the centre of an area wider than the ring. */
function noFiguresText(sites: readonly ReportSite[]): string {
  const wide = sites.some((s) => s.analysis.location?.widerThanRing);
  const abroad = sites.some((s) => (s.analysis.location?.needsUsData.length ?? 0) > 0);
  if (wide && !abroad)
    return 'This report prints no published figures or estimates: each site is located only to a ZIP code area or town wider than its ring, so figures at one point of it would not describe the site; only its location is shown.';
  if (wide)
    return 'This report prints no published figures or estimates: the sites lie outside the data SiteScout holds or are located only to an area wider than their ring, so only their location is shown.';
  return 'This report prints no published figures or estimates: the sites lie outside the data SiteScout holds, so only their location is shown.';
}

export function sourcesPage(
  reg: CitationRegistry,
  sites: readonly ReportSite[],
  title: string,
  dashboardUrl: string,
): ReactElement {
  const sourced = reg.sourced();
  const estimates = reg.estimates();
  const datasets = datasetsCited(sites);
  return (
    <Page key="sources" size="LETTER" style={styles.page}>
      <PageFrame title={title} dashboardUrl={dashboardUrl} />
      <SectionHeading title="Sources and methods" />
      {sourced.length + estimates.length > 0 ? (
        <P>
          Published figures are tagged [S#] and estimates [est. E#] throughout the report. The tables below resolve each
          tag; the last one names every dataset the analyses drew on, with its publisher's credit line.
        </P>
      ) : (
        <P>{noFiguresText(sites)}</P>
      )}
      {sourced.length > 0 ? (
        <Table
          title={'Published data cited (dataset and vintage)'}
          columns={[
            { label: 'Tag', width: 0.07 },
            { label: 'Dataset', width: 0.71 },
            { label: 'Vintage', width: 0.22 },
          ]}
          rows={sourced.map((s) => [s.ref, s.source, s.vintage])}
          dense
        />
      ) : null}
      {estimates.length > 0 ? (
        <Table
          title={'Estimates and their methods'}
          columns={[
            { label: 'Tag', width: 0.07 },
            { label: 'Method', width: 0.93 },
          ]}
          rows={estimates.map((e) => [e.ref, e.method])}
          dense
        />
      ) : null}
      {recognitionTable(sites)}
      {datasets.length > 0 ? (
        <Table
          title={'Datasets used by the analyses'}
          columns={[
            { label: 'Dataset', width: 0.56 },
            { label: 'Vintage', width: 0.16 },
            { label: 'Publisher and credit', width: 0.28 },
          ]}
          rows={datasets.map((d) => [d.source, d.vintage, d.attribution])}
          dense
        />
      ) : null}
    </Page>
  );
}
