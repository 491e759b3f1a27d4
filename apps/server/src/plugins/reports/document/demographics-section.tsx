import { View } from '@react-pdf/renderer';
import type { Figure } from '@sitescout/engine';
import { formatUsd } from '@sitescout/shared';
import type { ReactElement } from 'react';
import { BarChart, ColumnChart } from './charts.js';
import { pct } from './format.js';
import { Callout, Lead, P, Table } from './primitives.js';
import { figureRow, type SiteContext } from './site-context.js';

type Key = keyof SiteContext['a']['demographics']['figures'];

const ROWS: Array<[Key, string]> = [
  ['population', 'Population'],
  ['daytimePopulation', 'Daytime population'],
  ['households', 'Households'],
  ['householdSize', 'Persons per household'],
  ['populationDensity', 'Population density'],
  ['medianAge', 'Median age'],
  ['medianHouseholdIncome', 'Median household income'],
  ['perCapitaIncome', 'Per-capita income'],
  ['povertyRate', 'Poverty rate'],
  ['unemploymentRate', 'Unemployment rate'],
  ['bachelorsOrHigherShare', "Bachelor's degree or higher"],
  ['ownerOccupiedShare', 'Owner-occupied homes'],
  ['renterOccupiedShare', 'Renter-occupied homes'],
  ['vacancyShare', 'Vacant homes'],
  ['medianHomeValue', 'Median home value'],
  ['medianGrossRent', 'Median gross rent (monthly)'],
  ['populationGrowth', 'Population growth'],
];

const AGE_BANDS: Array<[Key, string]> = [
  ['under18Share', 'Under 18'],
  ['age18to24Share', '18-24'],
  ['age25to44Share', '25-44'],
  ['age45to64Share', '45-64'],
  ['age65PlusShare', '65+'],
];

/**
 * At most this many bars in the income chart: it shares a block that must not split with the age
 * chart, and with one bar per site a Pro comparison (up to 25 sites) no longer fit the page.
 */
export const MAX_INCOME_BARS = 12;

/** This site's bar and the bars closest to it in value, kept in site order. */
function nearestBars<T extends { value: number; highlight: boolean }>(bars: T[]): T[] {
  if (bars.length <= MAX_INCOME_BARS) return bars;
  const own = bars.find((b) => b.highlight)?.value ?? 0;
  const kept = new Set(
    [...bars]
      .sort((x, y) => Number(y.highlight) - Number(x.highlight) || Math.abs(x.value - own) - Math.abs(y.value - own))
      .slice(0, MAX_INCOME_BARS),
  );
  return bars.filter((b) => kept.has(b));
}

/** Ring demographics table, age-band and income charts, lifestyle profile and missing fields. */
export function demographicsSection(ctx: SiteContext): ReactElement {
  const { a, reg } = ctx;
  const d = a.demographics;
  const rows = ROWS.map(([key, label]) => figureRow(reg, label, d.figures[key]));
  const half = Math.ceil(rows.length / 2);
  const ageFigures = AGE_BANDS.map(([key, label]) => ({ label, f: d.figures[key] })).filter(
    (x): x is { label: string; f: Figure } => x.f !== null,
  );
  const ageTags = [...new Set(ageFigures.map((x) => reg.tag(x.f)))].join(' ');
  const allIncomeBars = ctx.allSites.flatMap((s, i) => {
    const f = s.analysis.demographics.figures.medianHouseholdIncome;
    return f
      ? [{ label: `Site ${i + 1}`, value: f.value, display: formatUsd(f.value), highlight: s === ctx.site, f }]
      : [];
  });
  const incomeBars = nearestBars(allIncomeBars);
  const incomeCaption =
    incomeBars.length < allIncomeBars.length
      ? `This site highlighted, with the ${incomeBars.length - 1} sites closest to it in income (of ${allIncomeBars.length}).`
      : 'This site highlighted.';
  const incomeTags = [...new Set(incomeBars.map((b) => reg.tag(b.f)))].join(' ');
  const urban = d.urbanClass ? `${d.urbanClass.value} ${reg.tag(d.urbanClass)}` : 'not classified';
  const columns = [
    { label: 'Figure', width: 0.52 },
    { label: 'Value', width: 0.3, align: 'right' as const },
    { label: 'Source', width: 0.18, align: 'right' as const },
  ];
  return (
    <View>
      <Lead title="Demographics">
        <P>{`Residents of the ${a.radiusMiles}-mile trade area (census areas apportioned by their share inside the ring). Area type: ${urban}. Profile: ${d.lifestyle.value.summary} ${reg.tag(d.lifestyle)}`}</P>
        <View style={{ flexDirection: 'row' }} wrap={false}>
          <View style={{ flex: 1, paddingRight: 8 }}>
            <Table columns={columns} rows={rows.slice(0, half)} />
          </View>
          <View style={{ flex: 1, paddingLeft: 8 }}>
            <Table columns={columns} rows={rows.slice(half)} />
          </View>
        </View>
      </Lead>
      <View style={{ flexDirection: 'row', marginTop: 4 }} wrap={false}>
        {ageFigures.length > 0 ? (
          <ColumnChart
            title="Age bands (share of residents)"
            caption={`Source ${ageTags}`}
            bars={ageFigures.map((x) => ({ label: x.label, value: x.f.value, display: pct(x.f.value, 0) }))}
            width={240}
          />
        ) : (
          <Callout>
            <P>No age data loaded for this area.</P>
          </Callout>
        )}
        {incomeBars.length > 0 ? (
          <BarChart
            title={
              ctx.allSites.length === 1
                ? 'Median household income'
                : incomeBars.length < allIncomeBars.length
                  ? 'Median household income, nearest sites'
                  : 'Median household income, all sites'
            }
            caption={`${incomeCaption} Source ${incomeTags}`}
            bars={incomeBars}
            width={240}
          />
        ) : (
          <Callout>
            <P>{d.gaps?.medianHouseholdIncome ?? 'No household income data loaded for this area.'}</P>
          </Callout>
        )}
      </View>
      {d.figures.population && 'note' in d.figures.population && d.figures.population.note ? (
        <P muted>{`Residents: ${d.figures.population.note}.`}</P>
      ) : null}
      {d.missing.length > 0 ? (
        <P muted>{`No loaded dataset has these figures for this area: ${d.missing.join(', ')}.`}</P>
      ) : null}
    </View>
  );
}
