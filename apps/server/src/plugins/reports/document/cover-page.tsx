import { Page, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { AnalysisReportInput } from '../report-input.js';
import type { CitationRegistry } from './citations.js';
import { comparisonLabels } from './comparison-labels.js';
import { int, longDate } from './format.js';
import { pdfText } from './pdf-text.js';
import { Table } from './primitives.js';
import { COLORS, styles } from './theme.js';

/** Title, business type, date, the sites with their headline score, and how to read the report. */
export function coverPage(input: AnalysisReportInput, reg: CitationRegistry): ReactElement {
  const first = input.sites[0]?.analysis;
  const rows = input.sites.map((s, i) => {
    const score = s.analysis.siteScore.score;
    const rank = input.comparison?.ranking.find((r) => r.label === s.analysis.site.label)?.rank;
    return [
      String(i + 1),
      s.address,
      `${s.analysis.radiusMiles} mi`,
      score
        ? `${int(score.value)}/100 ${reg.tag(score)}`
        : s.analysis.location?.widerThanRing
          ? 'not shown (located only to its area)'
          : 'no score',
      rank ? `#${rank}` : '-',
    ];
  });
  return (
    <Page key="cover" size="LETTER" style={[styles.page, { paddingTop: 0, paddingHorizontal: 0 }]}>
      <View style={{ backgroundColor: COLORS.navy, paddingHorizontal: 48, paddingTop: 90, paddingBottom: 36 }}>
        <Text style={{ color: '#99f6e4', fontSize: 10, letterSpacing: 2, textTransform: 'uppercase', lineHeight: 1.3 }}>
          SiteScout - Site selection report
        </Text>
        <Text
          style={{ color: COLORS.white, fontSize: 26, fontFamily: 'Helvetica-Bold', marginTop: 10, lineHeight: 1.2 }}
        >
          {pdfText(input.title)}
        </Text>
        <Text style={{ color: '#e5e7eb', fontSize: 12, marginTop: 8, lineHeight: 1.3 }}>
          {pdfText(
            `${input.businessTypeLabel} - ${input.sites.length} site${input.sites.length === 1 ? '' : 's'} - ${longDate(input.createdAt)}`,
          )}
        </Text>
      </View>
      <View style={{ paddingHorizontal: 48, paddingTop: 28 }}>
        <Text style={styles.h2}>Sites analysed</Text>
        <Table
          columns={[
            { label: '#', width: 0.06 },
            { label: 'Address', width: 0.52 },
            { label: 'Radius', width: 0.1, align: 'right' },
            { label: 'Site score', width: 0.2, align: 'right' },
            { label: 'Rank', width: 0.12, align: 'right' },
          ]}
          rows={rows}
        />
        {input.comparison ? (
          <View style={styles.callout}>
            <Text style={styles.bold}>Summary</Text>
            {/* The comparison's own headline (the winner with the score in the table above); details on the next page. */}
            <Text>
              {pdfText(
                `${comparisonLabels(input.sites).short(input.comparison.headline ?? input.comparison.summary)}${input.comparison.headline && input.comparison.summary.length > input.comparison.headline.length ? ' The next page gives both rankings and every criterion.' : ''}`,
              )}
            </Text>
          </View>
        ) : null}
        {input.dataNotice ? (
          <View wrap={false}>
            <Text style={styles.h2}>Partial data</Text>
            <Text style={styles.paragraph}>{pdfText(input.dataNotice)}</Text>
          </View>
        ) : null}
        <Text style={styles.h2}>How to read this report</Text>
        <Text style={styles.paragraph}>
          {pdfText(
            `Each site has its own pages in the order of the dashboard: site score, map, demographics, competitors, walk/transit/bike scores, access and traffic, rent, zoning, industry benchmarks, revenue forecast, capacity, and strengths, risks and recommendations.${input.sites.length > 1 ? ' For several sites the side-by-side comparison comes first, on the next page, then each site’s pages.' : ''}`,
          )}
        </Text>
        <Text style={styles.paragraph}>
          Every figure carries a tag. [S#] marks published data: the dataset and its vintage are listed under Sources
          and methods at the end. [est. E#] marks a SiteScout estimate: its method is listed there in plain words. Where
          no dataset covers a site the report says so instead of showing a number.
        </Text>
        {/* Held together: a long list of sites otherwise leaves this heading alone at the foot of the page. */}
        <View wrap={false}>
          <Text style={styles.h2}>Interactive dashboard</Text>
          <Text style={[styles.paragraph, { color: COLORS.teal }]}>{pdfText(input.dashboardUrl)}</Text>
          <Text style={[styles.small, { marginTop: 30 }]}>
            {pdfText(
              `Analysis engine ${first?.engineVersion ?? 'n/a'}; data pack ${first?.dataVersion.slice(0, 12) ?? 'n/a'}. Prepared by SiteScout on ${longDate(input.createdAt)}. Estimates support a decision; they do not replace a lease review, a zoning confirmation with the city or a site visit.`,
            )}
          </Text>
        </View>
      </View>
    </Page>
  );
}
