import { Text, View } from '@react-pdf/renderer';
import { formatUsd, formatUsdCents } from '@sitescout/shared';
import type { ReactElement } from 'react';
import { formatFigure, lower } from './format.js';
import { pdfText } from './pdf-text.js';
import { Callout, Lead, P, SectionHeading, Table } from './primitives.js';
import { figureRow, type SiteContext, shownInline } from './site-context.js';
import { COLORS, styles } from './theme.js';

const rent = (f: { value: number }) => `${formatUsdCents(f.value)}/sq ft/yr`;

/** Broker rent benchmark, the local estimate and what it was scaled by. */
function rentTable({ a, reg }: SiteContext): ReactElement {
  const c = a.costs;
  return (
    <Lead title="Rent">
      <Table
        columns={[
          { label: 'Figure', width: 0.6 },
          { label: 'Value', width: 0.24, align: 'right' },
          { label: 'Source', width: 0.16, align: 'right' },
        ]}
        rows={[
          figureRow(reg, 'Estimated local retail rent', c.estimate, rent),
          figureRow(reg, 'Market benchmark (broker asking rent)', c.benchmark, rent),
        ]}
      />
    </Lead>
  );
}

/** The rent index in words, published corridor rents and the estimate's notes. */
function rentNotes({ a, reg }: SiteContext): ReactElement {
  const c = a.costs;
  return (
    <View>
      {c.index !== null ? (
        <P>{`Local rent index ${c.index.toFixed(2)}: the estimate is ${Math.abs(Math.round((c.index - 1) * 100))}% ${c.index >= 1 ? 'above' : 'below'} the market benchmark, scaled by the local median home value (${shownInline(reg, c.localHomeValue, (f) => formatUsd(f.value))}) against the market's (${shownInline(reg, c.referenceHomeValue, (f) => formatUsd(f.value))}); homes rent locally for ${shownInline(reg, c.localMedianGrossRent, formatFigure)} a month.`}</P>
      ) : null}
      {(c.corridorRents ?? []).map((e) => (
        <P key={`${e.area}-${e.period}-${e.metric}`}>
          {`Published rent, ${e.area}: ${e.stated} (${e.metric}), ${e.period}; ${e.producer}, authority ${e.authority} — ${e.use === 'estimate' ? 'used for the local estimate' : e.reason}.`}
        </P>
      ))}
      {c.notes.map((n) => (
        <P key={n} muted>
          {n}
        </P>
      ))}
    </View>
  );
}

/**
 * Rent table under its heading, then the index in words and the notes, flowing like the other sections. (Beside the
 * zoning verdict in one unbreakable row, or as a heading and table held in a block of their own, react-pdf drew text
 * over text or over the footer at a page break.)
 */
export function rentSection(ctx: SiteContext): ReactElement {
  return (
    <View>
      {rentTable(ctx)}
      {rentNotes(ctx)}
    </View>
  );
}

const ZONING_COLOR = { allowed: COLORS.good, review: COLORS.near, flag: COLORS.bad, 'not-checked': COLORS.muted };
const ZONING_WORD = { allowed: 'Allowed', review: 'Needs review', flag: 'Flag', 'not-checked': 'Not checked' };

/** The zoning district at the site and whether the business normally operates there. */
export function zoningSection({ a }: SiteContext): ReactElement {
  const z = a.zoning;
  return (
    <View wrap={false}>
      <SectionHeading title="Zoning" />
      <Callout color={ZONING_COLOR[z.status]}>
        <Text style={[styles.bold, { color: ZONING_COLOR[z.status] }]}>
          {pdfText(`${ZONING_WORD[z.status]}${z.zoneClass ? `: ${z.zoneClass} (${z.family ?? 'unclassified'})` : ''}`)}
        </Text>
        <Text>{pdfText(z.message)}</Text>
        {z.source ? <Text style={styles.note}>{pdfText(`Source: ${z.source}, ${z.vintage ?? 'undated'}`)}</Text> : null}
      </Callout>
    </View>
  );
}

const STATUS_COLOR = { pass: COLORS.good, near: COLORS.near, fail: COLORS.bad, unknown: COLORS.muted };

/** SiteScout's own industry guidelines table for service trades; a plain statement for other types. */
export function benchmarkSection({ a, reg }: SiteContext): ReactElement {
  const b = a.benchmarkCheck;
  if (!b.applicable) return <P muted>{`Industry benchmarks: ${lower(b.message).replace(/\.+$/, '')}.`}</P>;
  return (
    <View wrap={false}>
      <SectionHeading title="Industry benchmarks" />
      {b.applicable ? (
        <View>
          <Table
            columns={[
              { label: 'Criterion', width: 0.34 },
              { label: 'Benchmark', width: 0.24 },
              { label: 'This site', width: 0.28, align: 'right' },
              { label: 'Result', width: 0.14, align: 'right' },
            ]}
            rows={b.rows.map((r) => [
              r.criterion,
              r.threshold,
              r.actual ? `${formatFigure(r.actual)} ${reg.tag(r.actual)}` : 'no data',
              { text: r.status.toUpperCase(), color: STATUS_COLOR[r.status], bold: true },
            ])}
          />
          <P>{`${b.passed} of ${b.rows.length} benchmarks met. ${b.message}`}</P>
        </View>
      ) : (
        <P>{b.message}</P>
      )}
      <P
        muted
      >{`Benchmarks: ${b.source}${b.industryPage ? ` (explained on the SiteScout website at ${b.industryPage})` : ''}.`}</P>
    </View>
  );
}
