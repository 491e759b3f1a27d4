import { formatUsd } from '@sitescout/shared';
import { describeSource, type Provenance } from '../lib/format';
import type { SiteResult } from '../types';
import { type Bar, BarChart } from './bar-chart';
import { FigureValue } from './figure-value';
import { HowWeGotThis } from './how-we-got-this';

type Figures = SiteResult['demographics']['figures'];

const AGE_BANDS: Array<[keyof Figures, string]> = [
  ['under18Share', 'Under 18'],
  ['age18to24Share', '18–24'],
  ['age25to44Share', '25–44'],
  ['age45to64Share', '45–64'],
  ['age65PlusShare', '65 and over'],
];

const INCOMES: Array<[keyof Figures, string]> = [
  ['medianHouseholdIncome', 'Median household'],
  ['perCapitaIncome', 'Per person'],
];

const KEY_FIGURES: Array<[keyof Figures, string]> = [
  ['population', 'Residents in the radius'],
  ['daytimePopulation', 'Daytime population (workers and visitors)'],
  ['households', 'Households'],
  ['populationDensity', 'People per square mile'],
  ['medianAge', 'Median age'],
  ['bachelorsOrHigherShare', "Adults with a bachelor's degree or more"],
  ['ownerOccupiedShare', 'Homes owner-occupied'],
  ['povertyRate', 'Poverty rate'],
  ['populationGrowth', 'Population growth'],
];

/** "ACS …, 2014-2018" when every bar shares a source, else each distinct source once. */
function captionOf(figures: Array<Provenance | null>): string {
  const parts = [...new Set(figures.filter((f): f is Provenance => f !== null).map(describeSource))];
  return parts.length > 0 ? `Source: ${parts.join('; ')}` : 'no data loaded for this area';
}

/** Age bands and income as charts, and the headline demographic figures each with its source. */
export function DemographicsSection({ analysis }: { analysis: SiteResult }) {
  const { figures, lifestyle } = analysis.demographics;
  // Analyses stored before gaps were recorded have none.
  const gaps = Object.values(analysis.demographics.gaps ?? {});
  const ages: Bar[] = AGE_BANDS.map(([key, label]) => {
    const f = figures[key];
    return { label, value: f ? Number(f.value) : null, display: f ? `${Number(f.value).toFixed(1)}%` : '' };
  });
  const incomes: Bar[] = INCOMES.map(([key, label]) => {
    const f = figures[key];
    return { label, value: f ? Number(f.value) : null, display: f ? formatUsd(Number(f.value)) : '' };
  });
  return (
    <section className="dash-section" aria-labelledby="demographics-heading">
      <h2 id="demographics-heading">Demographics within {analysis.radiusMiles} mi</h2>
      <p className="section-lead">
        {figures.medianHouseholdIncome
          ? `The median household here earns ${formatUsd(Number(figures.medianHouseholdIncome.value))} a year`
          : 'No household income is published for this area'}
        {figures.medianAge ? `; the median resident is ${Number(figures.medianAge.value).toFixed(0)}` : ''}.
      </p>
      <div className="chart-row">
        <BarChart
          title="Age bands (share of residents)"
          bars={ages}
          caption={captionOf(AGE_BANDS.map(([k]) => figures[k] as Provenance | null))}
        />
        <BarChart
          title="Income"
          bars={incomes}
          caption={captionOf(INCOMES.map(([k]) => figures[k] as Provenance | null))}
        />
      </div>
      <dl className="figure-grid">
        {KEY_FIGURES.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <FigureValue figure={figures[key] as Parameters<typeof FigureValue>[0]['figure']} />
            </dd>
          </div>
        ))}
        {lifestyle && (
          <div>
            <dt>Lifestyle</dt>
            <dd>
              <span className="figure">
                <span>{lifestyle.value.summary}</span>
                <small className="figure-source">{describeSource(lifestyle)}</small>
              </span>
            </dd>
          </div>
        )}
      </dl>
      {figures.population && 'note' in figures.population && figures.population.note ? (
        <HowWeGotThis>
          <p>Residents: {figures.population.note}.</p>
        </HowWeGotThis>
      ) : null}
      {gaps.map((reason) => (
        <p key={reason} className="coverage-note">
          {reason}
        </p>
      ))}
    </section>
  );
}
