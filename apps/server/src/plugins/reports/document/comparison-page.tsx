import { Page, View } from '@react-pdf/renderer';
import type { SiteComparison } from '@sitescout/engine';
import type { ReactElement } from 'react';
import type { ReportSite } from '../report-input.js';
import { PageFrame } from './page-frame.js';
import { P, SectionHeading, Table } from './primitives.js';
import { COLORS, styles } from './theme.js';

/**
 * Side-by-side comparison: the ranking and the winner of each criterion with the figures behind it.
 * The engine labels sites by their analysis label; the report prints the address the customer typed.
 */
export function comparisonPage(
  comparison: SiteComparison,
  sites: readonly ReportSite[],
  title: string,
  dashboardUrl: string,
): ReactElement {
  const byLabel = new Map(sites.map((s, i) => [s.analysis.site.label, { address: s.address, number: i + 1 }]));
  const name = (label: string | null) => {
    if (label === null) return 'no site';
    const s = byLabel.get(label);
    return s ? `Site ${s.number}: ${s.address}` : label;
  };
  const reason = (text: string) =>
    [...byLabel.entries()].reduce((t, [label, s]) => t.split(label).join(`Site ${s.number}`), text);
  const wins = new Map<string, number>();
  for (const c of comparison.criteria) if (c.winner) wins.set(c.winner, (wins.get(c.winner) ?? 0) + 1);
  return (
    <Page key="comparison" size="LETTER" style={styles.page}>
      <PageFrame title={title} dashboardUrl={dashboardUrl} />
      <SectionHeading title="Site comparison" />
      <P>{reason(comparison.summary)}</P>
      <Table
        title={'Ranking by site score on the parts measured at every site'}
        columns={[
          { label: 'Rank', width: 0.08 },
          { label: 'Site', width: 0.47 },
          { label: 'Shared parts', width: 0.15, align: 'right' },
          { label: 'Own score', width: 0.15, align: 'right' },
          { label: 'Criteria won', width: 0.15, align: 'right' },
        ]}
        rows={comparison.ranking.map((r) => [
          `#${r.rank}`,
          { text: name(r.label), bold: r.rank === 1 },
          r.sharedScore === null || r.sharedScore === undefined ? 'n/a' : `${r.sharedScore}/100`,
          r.score === null ? `none (${r.measured?.length ?? 0} parts measured)` : `${r.score}/100`,
          String(wins.get(r.label) ?? 0),
        ])}
        highlight={new Set([0])}
      />
      <Table
        title={'Winner per criterion'}
        columns={[
          { label: 'Criterion', width: 0.27 },
          { label: 'Winner', width: 0.31 },
          { label: 'Why', width: 0.42 },
        ]}
        rows={comparison.criteria.map((c) => [
          { text: c.criterion, bold: true },
          { text: name(c.winner), color: c.winner ? COLORS.teal : COLORS.muted, bold: c.winner !== null },
          reason(c.reason),
        ])}
      />
      <View>
        <P muted>
          The figures compared are the ones on each site's pages, with the same sources and estimate methods; a tie
          names the first site listed.
        </P>
      </View>
    </Page>
  );
}
