import { describe, expect, it } from 'vitest';
import { CENTER, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { analyzeSite } from './analyze-site.js';
import { createEngineContext } from './engine-context.js';

/** Words of SiteScout's own documents that users never see: they have no product spec. */
const INTERNAL = /\bspec\b|§/i;

describe('what users read', () => {
  const ctx = createEngineContext(tinyWorld());
  const site = { label: 'Centre', ...CENTER };

  it('cites SiteScout guidelines with the industry page, never the product spec', () => {
    const a = analyzeSite(ctx, getBusinessType('hvac'), site, 15);
    expect(JSON.stringify(a)).not.toMatch(INTERNAL);
    expect(a.benchmarkCheck.source).toContain("SiteScout's own guidelines");
    expect(a.benchmarkCheck.industryPage).toBe('/service-businesses/hvac');
    // The competition verdict is measured against a measured density, not an example figure.
    expect(a.competitors.referenceDensity?.label ?? '').not.toMatch(/example/);
  });

  it('says a type without guidelines has no published benchmark', () => {
    const a = analyzeSite(ctx, getBusinessType('nail-salon'), site, 1);
    expect(JSON.stringify(a)).not.toMatch(INTERNAL);
    expect(a.benchmarkCheck.message).toBe('No published benchmark for this business type.');
  });
});
