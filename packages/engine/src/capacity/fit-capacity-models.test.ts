import { type BusinessCount, createGeoView } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { area, CENTER, offset } from '../../test/fixtures/tiny-world.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { fitCapacityModels } from './fit-capacity-models.js';
import { artifactJson } from './model-artifact.js';
import { expectedEstablishments } from './predict-capacity.js';

/**
 * Twenty counties where coffee shops follow 0.5 per 1,000 people × (income / $40,000); counties with
 * fewer than 3 are absent from the rows, as in County Business Patterns.
 */
function counties() {
  const areas = [];
  const rows: BusinessCount[] = [];
  for (let i = 0; i < 20; i++) {
    const population = 2_000 * 1.5 ** i;
    const income = [30_000, 40_000, 55_000][i % 3] as number;
    const id = `17${String(i * 2 + 1).padStart(3, '0')}`;
    areas.push(
      area(
        'county',
        id,
        offset(CENTER, i * 10, 0),
        500,
        { population, populationDensity: population / 500, perCapitaIncome: income, householdSize: 2.5 },
        { countyFips: null },
      ),
    );
    const n = Math.round((population / 1000) * 0.5 * (income / 40_000));
    if (n >= 3)
      rows.push({
        geography: 'county',
        geoId: id,
        naics: '722515',
        establishments: n,
        establishmentsRange: [n, n],
        employees: null,
        payrollThousands: null,
        suppressed: false,
        source: 'Test CBP',
        vintage: '2023',
      });
  }
  return createGeoView({
    areas,
    businessCounts: rows,
    businessCountCoverage: { county: areas.map((a) => a.id), zip: [] },
  });
}

describe('fitCapacityModels', () => {
  const coffee = getBusinessType('coffee-shop');

  it('fits on counties with suppressed cells and recovers the rate they were made with', () => {
    const artifact = fitCapacityModels(counties(), [coffee]);
    const fitted = artifact.types['coffee-shop'];
    expect(fitted?.areas).toBe(20);
    expect(fitted?.censoredAreas).toBeGreaterThan(0);
    expect(fitted?.coefficients.lnPerCapitaIncome2023).toBeCloseTo(1, 0);
    const inputs = { population: 100_000, perCapitaIncome2023: 40_000, populationDensity: 200, householdSize: 2.5 };
    expect(expectedEstablishments(fitted as NonNullable<typeof fitted>, artifact.featureRanges, inputs)).toBeCloseTo(
      50,
      -1,
    );
    expect(artifact.training.counts).toMatchObject({ source: 'Test CBP', vintage: '2023' });
  });

  it('writes the same artifact, version included, on a second run', () => {
    const a = artifactJson(fitCapacityModels(counties(), [coffee]));
    const b = artifactJson(fitCapacityModels(counties(), [coffee]));
    expect(b).toBe(a);
    expect(JSON.parse(a).version).toMatch(/^capacity-v1\+[0-9a-f]{8}$/);
  });
});
