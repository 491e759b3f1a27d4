import { Page, View } from '@react-pdf/renderer';
import type { SiteComparison } from '@sitescout/engine';
import type { ReactElement } from 'react';
import type { ReportSite } from '../report-input.js';
import { comparisonLabels } from './comparison-labels.js';
import { PageFrame } from './page-frame.js';
import { pdfText } from './pdf-text.js';
import { Callout, P, SectionHeading, Table } from './primitives.js';
import { COLORS, styles } from './theme.js';

/** Site columns per table: more would not fit a letter page's width. */
const SITES_PER_TABLE = 4;

/** [from, to) index ranges of at most `size` items. */
const chunks = (n: number, size: number): Array<[number, number]> =>
  Array.from({ length: Math.ceil(n / size) }, (_, i) => [i * size, Math.min(n, (i + 1) * size)]);

const CELL_MARK: Record<string, string> = { winner: ' *best', tied: ' =tie', 'not-compared': ' (not compared)' };

/**
 * The engine's comparison as computed (headline, both rankings, every site's figure per criterion): nothing is
 * recomputed here. Sites are "Site N" throughout, the numbers of the cover and the site pages.
 */
export function comparisonPage(
  comparison: SiteComparison,
  sites: readonly ReportSite[],
  title: string,
  dashboardUrl: string,
): ReactElement {
  const { name, short } = comparisonLabels(sites);
  const wins = new Map<string, number>();
  for (const c of comparison.criteria) if (c.winner) wins.set(c.winner, (wins.get(c.winner) ?? 0) + 1);
  const partial = comparison.rankingsAgree !== null && comparison.rankingsAgree !== undefined;
  const headline = comparison.headline ?? comparison.summary;
  const rest = comparison.summary.slice(comparison.headline?.length ?? comparison.summary.length).trim();
  return (
    <Page key="comparison" size="LETTER" style={styles.page}>
      <PageFrame title={title} dashboardUrl={dashboardUrl} />
      <SectionHeading title="Site comparison" />
      <Callout>
        <P>{pdfText(short(headline))}</P>
      </Callout>
      <Table
        title={
          partial
            ? `Ranking by each site's own score, and on the parts measured at every site (${comparison.sharedParts.join(', ')})`
            : "Ranking by each site's own score"
        }
        columns={[
          { label: 'Rank', width: 0.08 },
          { label: 'Site', width: partial ? 0.42 : 0.57 },
          { label: 'Site score', width: 0.2, align: 'right' },
          ...(partial ? [{ label: 'Shared parts', width: 0.15, align: 'right' as const }] : []),
          { label: 'Criteria won', width: 0.15, align: 'right' },
        ]}
        rows={comparison.ranking.map((r) => [
          r.rank === null ? '-' : `#${r.rank}`,
          {
            text: pdfText(`${name(r.label)}${r.approximate ? ' (placed only approximately)' : ''}`),
            bold: r.rank === 1,
          },
          r.score === null
            ? sites.find((s) => s.analysis.site.label === r.label)?.analysis.location?.widerThanRing
              ? 'not shown'
              : `none (${r.measured.length} parts)`
            : `${r.score}/100${r.missing?.length ? ` (${r.measured.length} of ${r.measured.length + r.missing.length} parts)` : ''}`,
          ...(partial ? [r.sharedScore === null ? 'n/a' : `${r.sharedScore}/100 (#${r.sharedRank ?? '-'})`] : []),
          String(wins.get(r.label) ?? 0),
        ])}
        highlight={new Set(comparison.ranking.flatMap((r, i) => (r.rank === 1 ? [i] : [])))}
      />
      {rest ? <P>{pdfText(short(rest))}</P> : null}
      {(comparison.samePlace ?? []).map((g) => (
        <Callout key={g.labels.join('|')}>
          <P>
            {pdfText(
              `Same place: ${short(g.labels.join(' and '))} ${g.metres === 0 ? 'are the same point' : `are within ${g.metres} m of each other`} - one location measured more than once, so they tie on every criterion.`,
            )}
          </P>
        </Callout>
      ))}
      {chunks(sites.length, SITES_PER_TABLE).map(([from, to]) => (
        <Table
          key={from}
          title={`Every site per criterion${sites.length > SITES_PER_TABLE ? ` (sites ${from + 1}-${to})` : ''} (* best; figures not measured at the site well enough are not compared)`}
          columns={[
            { label: 'Criterion', width: 0.28 },
            ...sites.slice(from, to).map((_, k) => ({
              label: `Site ${from + k + 1}`,
              width: 0.72 / Math.min(SITES_PER_TABLE, sites.length),
              align: 'right' as const,
            })),
          ]}
          rows={comparison.criteria.map((c) => [
            { text: c.criterion, bold: true },
            ...sites.slice(from, to).map((_, k) => {
              const cell = c.cells?.[from + k];
              return {
                text: pdfText(`${cell?.text ?? 'no data'}${CELL_MARK[cell?.status ?? ''] ?? ''}`),
                bold: cell?.status === 'winner',
                color:
                  cell?.status === 'winner' ? COLORS.teal : cell?.status === 'not-compared' ? COLORS.muted : undefined,
              };
            }),
          ])}
        />
      ))}
      <Table
        title={'Why'}
        columns={[
          { label: 'Criterion', width: 0.28 },
          { label: 'Winner, or why none', width: 0.72 },
        ]}
        rows={comparison.criteria.map((c) => [{ text: c.criterion, bold: true }, pdfText(short(c.reason))])}
      />
      <View>
        <P muted>
          The figures compared are the ones on each site's pages, with the same sources and estimate methods. Equal
          figures are ties: tied sites share a rank and no site wins a tied criterion. A site placed only to its ZIP
          code or city, a market benchmark used as is, a county average or an unproven forecast is shown but never wins.
        </P>
      </View>
    </Page>
  );
}
