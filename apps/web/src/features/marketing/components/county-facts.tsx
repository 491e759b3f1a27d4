import { formatUsd } from '@sitescout/shared';
import { type CountyFigures, formatCount, type IndustryKey, residentsPer } from '../content/illinois';

const industryLabels: Record<IndustryKey, string> = {
  coffeeShops: 'Coffee shops',
  restaurants: 'Restaurants',
  plumbingHvac: 'Plumbing & HVAC contractors',
  landscaping: 'Landscaping services',
  pestControl: 'Pest control services',
};

/** Key Census figures of a county as a definition list; `show` picks the business counts to add. */
export function CountyFacts({
  figures,
  showRetail = false,
  industries = [],
}: {
  figures: CountyFigures;
  showRetail?: boolean;
  industries?: IndustryKey[];
}) {
  return (
    <dl className="ranking-facts">
      <div>
        <dt>{figures.name} population</dt>
        <dd>{formatCount(figures.population)}</dd>
      </div>
      <div>
        <dt>Households</dt>
        <dd>{formatCount(figures.households)}</dd>
      </div>
      <div>
        <dt>Per-capita income</dt>
        <dd>{formatUsd(figures.perCapitaIncome)}</dd>
      </div>
      {showRetail ? (
        <div>
          <dt>Retail establishments (2023)</dt>
          <dd>{formatCount(figures.retailEstablishments)}</dd>
        </div>
      ) : null}
      {showRetail ? (
        <div>
          <dt>Residents per retail store</dt>
          <dd>{formatCount(Math.round(figures.population / figures.retailEstablishments))}</dd>
        </div>
      ) : null}
      {industries.map((key) => (
        <div key={key}>
          <dt>{industryLabels[key]} (2023)</dt>
          <dd>{formatCount(figures[key])}</dd>
        </div>
      ))}
      {industries.map((key) => (
        <div key={`${key}-per`}>
          <dt>Residents per {industryLabels[key].toLowerCase().replace(/s$/, '')}</dt>
          <dd>{formatCount(Math.round(residentsPer(figures, key)))}</dd>
        </div>
      ))}
    </dl>
  );
}
