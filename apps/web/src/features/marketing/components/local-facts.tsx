import { formatCount, type LocalFigures } from '../content/illinois';

/** Residents, households and daytime population within a few miles, summed from Census tracts. */
export function LocalFacts({ figures, where }: { figures: LocalFigures; where: string }) {
  const miles = `${figures.radiusMiles} miles`;
  return (
    <>
      <div>
        <dt>{`Residents within ${miles} of ${where} (2020 Census, ${figures.tracts} tracts)`}</dt>
        <dd>{formatCount(figures.residents2020)}</dd>
      </div>
      <div>
        <dt>{`Households within ${miles} (2020 Census)`}</dt>
        <dd>{formatCount(figures.households2020)}</dd>
      </div>
      <div>
        <dt>{`Daytime population within ${miles} (workers and residents by day, 2018-2022)`}</dt>
        <dd>{formatCount(figures.daytimePopulation)}</dd>
      </div>
    </>
  );
}
