import { View } from '@react-pdf/renderer';
import type { Figure } from '@sitescout/engine';
import type { ReactElement } from 'react';
import { pct } from './format.js';
import { Lead, P, Table } from './primitives.js';
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
 * Ring demographics in two tight tables with the age bands in one line, the lifestyle profile and the missing fields;
 * the dashboard draws the age and income charts.
 */
export function demographicsSection(ctx: SiteContext): ReactElement {
  const { a, reg } = ctx;
  const d = a.demographics;
  const rows = ROWS.map(([key, label]) => figureRow(reg, label, d.figures[key]));
  const half = Math.ceil(rows.length / 2);
  const ageFigures = AGE_BANDS.map(([key, label]) => ({ label, f: d.figures[key] })).filter(
    (x): x is { label: string; f: Figure } => x.f !== null,
  );
  const ageTags = [...new Set(ageFigures.map((x) => reg.tag(x.f)))].join(' ');
  const ages = ageFigures.map((x) => `${x.label} ${pct(x.f.value, 0)}`).join(', ');
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
      <P>
        {ageFigures.length > 0
          ? `Age bands (share of residents): ${ages} ${ageTags}.`
          : 'No age data loaded for this area.'}
      </P>
      {d.figures.population && 'note' in d.figures.population && d.figures.population.note ? (
        <P muted>{`Residents: ${d.figures.population.note}.`}</P>
      ) : null}
      {d.missing.length > 0 ? (
        <P muted>{`No loaded dataset has these figures for this area: ${d.missing.join(', ')}.`}</P>
      ) : null}
    </View>
  );
}
