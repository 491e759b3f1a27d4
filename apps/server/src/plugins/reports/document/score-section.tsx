import { Text, View } from '@react-pdf/renderer';
import { formatUsd, percentileText } from '@sitescout/shared';
import type { ReactElement } from 'react';
import { int, titleCase } from './format.js';
import { pdfText } from './pdf-text.js';
import { P, SectionHeading, Stat } from './primitives.js';
import { ScoreBar } from './score-bar.js';
import { type SiteContext, shown } from './site-context.js';
import { COLORS, styles } from './theme.js';

/** Headline figures and the site score with its weighted sub-scores and the reason for each. */
export function scoreSection({ a, reg }: SiteContext): ReactElement {
  const score = shown(reg, a.siteScore.score, (f) => `${int(f.value)}/100`);
  const percentile = shown(reg, a.siteScore.nationalPercentile, (f) => percentileText(f.value));
  const count = shown(reg, a.competitors.countWithinRadius);
  // A forecast beyond what the county's establishments earn is never a headline without its flag.
  const flagged = a.forecast.check?.flag ? a.forecast.check : null;
  const revenue = !a.forecast.annualRevenue
    ? { text: 'no forecast', tag: '' }
    : flagged
      ? {
          text: 'unproven',
          tag: `${(flagged.shortFlag ?? '').replace(/^unproven: /, '') || (flagged.verdict === 'above' ? 'above county avg' : 'below county avg')}: see forecast`,
        }
      : shown(reg, a.forecast.annualRevenue.expected, (f) => formatUsd(f.value));
  const walkTag = reg.tag(a.scores.walk);
  const methodTag = reg.tag(a.siteScore);
  // Analyses saved before the coverage field existed have none.
  const coverage = a.siteScore.coverage as typeof a.siteScore.coverage | undefined;
  return (
    <View wrap={false}>
      <SectionHeading title="Site score" />
      <View style={{ flexDirection: 'row', marginBottom: 8 }} wrap={false}>
        <Stat label="Site score" value={score.text} tag={score.tag} />
        <Stat label="U.S. percentile, Census part" value={percentile.text} tag={percentile.tag} />
        <Stat
          label="Walk Score"
          value={a.scores.walk.score === null ? 'n/a' : String(a.scores.walk.score)}
          tag={walkTag}
        />
        <Stat label={`Competitors, ${a.radiusMiles} mi`} value={count.text} tag={count.tag} />
        <Stat label="Revenue a year" value={revenue.text} tag={revenue.tag} />
      </View>
      <View style={[styles.table, { marginBottom: 6 }]}>
        <View style={styles.th}>
          <Text style={[styles.cell, { width: '14%' }]}>Sub-score</Text>
          <Text style={[styles.cell, { width: '26%' }]}>Score (0-100)</Text>
          <Text style={[styles.cell, { width: '16%', textAlign: 'right' }]}>Weight (default)</Text>
          <Text style={[styles.cell, { width: '44%' }]}>Reason</Text>
        </View>
        {a.siteScore.subScores.map((s) => (
          <View key={s.name} style={[styles.tr, { alignItems: 'center' }]} wrap={false}>
            <Text style={[styles.cell, styles.bold, { width: '14%' }]}>{titleCase(s.name)}</Text>
            <View style={[styles.cell, { width: '26%', flexDirection: 'row', alignItems: 'center' }]}>
              <ScoreBar score={s.score} width={90} />
              <Text style={{ marginLeft: 5, fontFamily: 'Helvetica-Bold' }}>
                {s.score === null ? 'n/a' : String(s.score)}
              </Text>
            </View>
            <Text style={[styles.cell, { width: '16%', textAlign: 'right' }]}>
              {`${Math.round(s.weight * 100)}% (${Math.round(s.baseWeight * 100)}%)`}
            </Text>
            <Text style={[styles.cell, { width: '44%' }]}>{pdfText(s.detail)}</Text>
          </View>
        ))}
      </View>
      <P
        muted
      >{`Method ${methodTag}: weighted sum of the sub-scores the data supports; weights shift with the priorities chosen for this analysis. Sub-scores are SiteScout estimates from the figures in the sections below.${a.siteScore.nationalPercentile ? ' The U.S. percentile ranks only the Census-based part (demand and customer fit) among U.S. ZIP areas, not the site score.' : ''}`}</P>
      {coverage && coverage.missing.length > 0 ? (
        <Text style={{ color: a.siteScore.score === null ? COLORS.near : COLORS.muted }}>
          {pdfText(
            `${a.siteScore.score === null ? '' : 'Site score from '}${coverage.summary}${coverage.measured.length > 0 ? `; ${coverage.range.low}-${coverage.range.high} with the missing parts at 0 and 100` : ''}.`,
          )}
        </Text>
      ) : !coverage && a.siteScore.score === null ? (
        <Text style={{ color: COLORS.near }}>No site score: too few sub-scores have data here.</Text>
      ) : null}
    </View>
  );
}
