import { Line, Rect, Svg, Text as SvgText, View } from '@react-pdf/renderer';
import { sharedCensusTrade } from '@sitescout/engine';
import { formatUsd } from '@sitescout/shared';
import type { ReactElement } from 'react';
import { int, lower, pct } from './format.js';
import { pdfText } from './pdf-text.js';
import { Callout, Lead, P, SectionHeading, SubHeading, Table } from './primitives.js';
import { figureRow, type SiteContext } from './site-context.js';
import { COLORS } from './theme.js';
import { missingNumbers } from './unfit-numbers.js';

/** Low–expected–high revenue as a band on one axis. */
function RangeBar({ low, expected, high, width }: { low: number; expected: number; high: number; width: number }) {
  const max = high * 1.15;
  const x = (v: number) => 10 + (v / max) * (width - 20);
  return (
    <Svg width={width} height={44} viewBox={`0 0 ${width} 44`}>
      <Line x1={10} y1={22} x2={width - 10} y2={22} stroke={COLORS.rule} strokeWidth={1} />
      <Rect
        x={x(low)}
        y={14}
        width={x(high) - x(low)}
        height={16}
        fill={COLORS.tealLight}
        stroke={COLORS.teal}
        strokeWidth={0.8}
      />
      <Rect x={x(expected) - 1.2} y={10} width={2.4} height={24} fill={COLORS.navy} />
      <SvgText x={x(low)} y={42} style={{ fontSize: 7 }} fill={COLORS.muted} textAnchor="middle">
        {`Low ${formatUsd(low)}`}
      </SvgText>
      <SvgText
        x={x(expected)}
        y={8}
        style={{ fontSize: 7.5, fontFamily: 'Helvetica-Bold' }}
        fill={COLORS.navy}
        textAnchor="middle"
      >
        {`Expected ${formatUsd(expected)}`}
      </SvgText>
      <SvgText x={x(high)} y={42} style={{ fontSize: 7 }} fill={COLORS.muted} textAnchor="middle">
        {`High ${formatUsd(high)}`}
      </SvgText>
    </Svg>
  );
}

/** The range chart, or why it cannot be drawn: it needs three finite figures and a high case above zero. */
function rangeChart(low: number, expected: number, high: number): ReactElement {
  const unfit = missingNumbers({
    'forecast.annualRevenue.low.value': low,
    'forecast.annualRevenue.expected.value': expected,
    'forecast.annualRevenue.high.value': high,
  });
  if (unfit.length === 0 && high > 0) return <RangeBar low={low} expected={expected} high={high} width={516} />;
  const why = unfit.length > 0 ? `${unfit.join(', ')} not a number` : 'a high case of $0';
  return <P muted>{`The revenue range chart could not be drawn (${why}); the figures are in the table below.`}</P>;
}

/** Revenue range, market and share, customers per day and every assumption behind them. */
export function forecastSection({ a, reg }: SiteContext): ReactElement {
  const f = a.forecast;
  if (!f.available || !f.annualRevenue)
    return (
      <View wrap={false}>
        <SectionHeading title="Revenue forecast" />
        <Callout>
          <P>{`No revenue forecast for this site: ${lower(f.reason ?? 'the data does not support one here').replace(/\.+$/, '')}.`}</P>
        </Callout>
      </View>
    );
  const r = f.annualRevenue;
  const trade = sharedCensusTrade(a.businessType);
  return (
    <View>
      <Lead title="Revenue forecast">{rangeChart(r.low.value, r.expected.value, r.high.value)}</Lead>
      {trade ? <P>{pdfText(trade)}</P> : null}
      <Table
        columns={[
          { label: 'Figure', width: 0.6 },
          { label: 'Value', width: 0.22, align: 'right' },
          { label: 'Source', width: 0.18, align: 'right' },
        ]}
        rows={[
          figureRow(reg, 'Expected annual revenue', r.expected, (x) => formatUsd(x.value)),
          figureRow(reg, 'Low case', r.low, (x) => formatUsd(x.value)),
          figureRow(reg, 'High case', r.high, (x) => formatUsd(x.value)),
          figureRow(reg, 'Annual category spending in the market area', f.annualMarket, (x) => formatUsd(x.value)),
          figureRow(reg, 'Market share captured', f.marketShare, (x) => pct(x.value * 100, 2)),
          figureRow(reg, 'Customers per day', f.customersPerDay, (x) => int(x.value)),
        ]}
      />
      {f.check && (
        <View wrap={false}>
          <SubHeading title="Against what establishments here earn" />
          {f.check.flag ? (
            <Callout>
              <P>{pdfText(`Unproven: ${f.check.flag.replace(/^Unproven:\s*/, '')}`)}</P>
            </Callout>
          ) : null}
          <P muted>{pdfText(f.check.comparison)}</P>
        </View>
      )}
      <P
        muted
      >{`Model: ${f.model === 'huff' ? 'Huff gravity model' : f.model === 'service-demand' ? 'service demand with a fair share of the establishments' : (f.model ?? 'none')}. A forecast is an estimate for planning, not a promise of sales.`}</P>
      {f.assumptions.length > 0 ? (
        <P
          muted
        >{`Assumptions: the ${f.assumptions.length} assumptions behind this forecast are listed in the dashboard's forecast section; the method is under Sources and methods.`}</P>
      ) : null}
    </View>
  );
}
