import { Page } from '@react-pdf/renderer';
import type { SourceCitation } from '@sitescout/engine';
import type { ReactElement } from 'react';
import type { ReportSite } from '../report-input.js';
import type { CitationRegistry } from './citations.js';
import { PageFrame } from './page-frame.js';
import { P, SectionHeading, Table } from './primitives.js';
import { styles } from './theme.js';

/** Every dataset (with vintage, licence, attribution) the analyses cite, once across all sites. */
function datasetsCited(sites: readonly ReportSite[]): SourceCitation[] {
  const byId = new Map<string, SourceCitation>();
  for (const s of sites) for (const c of s.analysis.sources) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()].sort((a, b) => a.source.localeCompare(b.source));
}

/**
 * Resolves every tag printed in the report: [S#] to dataset and vintage, [est. E#] to the method.
 * Built last, after every section has registered its citations.
 */
export function sourcesPage(
  reg: CitationRegistry,
  sites: readonly ReportSite[],
  title: string,
  dashboardUrl: string,
): ReactElement {
  return (
    <Page key="sources" size="LETTER" style={styles.page}>
      <PageFrame title={title} dashboardUrl={dashboardUrl} />
      <SectionHeading title="Sources and methods" />
      <P>
        Published figures are tagged [S#] and estimates [est. E#] throughout the report. The tables below resolve each
        tag; the last table lists every dataset the analyses drew on, with the licence and attribution it requires.
      </P>
      <Table
        title={'Published data cited (dataset and vintage)'}
        columns={[
          { label: 'Tag', width: 0.07 },
          { label: 'Dataset', width: 0.71 },
          { label: 'Vintage', width: 0.22 },
        ]}
        rows={reg.sourced().map((s) => [s.ref, s.source, s.vintage])}
      />
      <Table
        title={'Estimates and their methods'}
        columns={[
          { label: 'Tag', width: 0.07 },
          { label: 'Method', width: 0.93 },
        ]}
        rows={reg.estimates().map((e) => [e.ref, e.method])}
      />
      <Table
        title={'Datasets used by the analyses'}
        columns={[
          { label: 'Dataset', width: 0.46 },
          { label: 'Vintage', width: 0.14 },
          { label: 'Licence', width: 0.18 },
          { label: 'Attribution', width: 0.22 },
        ]}
        rows={datasetsCited(sites).map((d) => [d.source, d.vintage, d.licence, d.attribution])}
      />
    </Page>
  );
}
