import { percentileText, rangeText } from '@sitescout/shared';
import type { SiteAnalysis } from '../analysis/analysis-result-types.js';
import type { SiteComparison } from '../comparison/compare-sites.js';
import type { NumericDemographicKey } from '../demographics/demographic-keys.js';
import { DEMOGRAPHIC_LABELS } from '../demographics/summarize-demographics.js';
import type { Figure } from '../figures/figure.js';
import type { BestLocations } from '../finder/best-locations.js';
import { approximateMilesText, withheldSections } from '../site-location/site-location.js';
import { NATIONAL_PERCENTILE_LABEL } from '../site-score/site-score.js';
import { typeNoun } from '../taxonomy/type-noun.js';

const int = (v: number) => Math.round(v).toLocaleString('en-US');
const usd = (v: number) => `$${int(v)}`;

/** A short provenance tag: "[ACS 2019-2023 5-year, 2019-2023]" or "[estimate]". */
function tag(f: Figure<unknown>): string {
  if ('estimate' in f) return '[estimate]';
  const source = f.source.length > 60 ? `${f.source.slice(0, 57)}…` : f.source;
  return `[${source}, ${f.vintage}]`;
}

const UNITS: Partial<Record<NumericDemographicKey, (v: number) => string>> = {
  perCapitaIncome: usd,
  medianHouseholdIncome: usd,
  medianHomeValue: usd,
  medianGrossRent: usd,
  householdSize: (v) => v.toFixed(2),
  medianAge: (v) => v.toFixed(1),
  medianYearBuilt: (v) => String(Math.round(v)),
  populationDensity: (v) => `${int(v)} per sq mi`,
};
const PERCENT = new Set<NumericDemographicKey>([
  'under18Share',
  'age18to24Share',
  'age25to44Share',
  'age45to64Share',
  'age65PlusShare',
  'povertyRate',
  'unemploymentRate',
  'bachelorsOrHigherShare',
  'noHighSchoolShare',
  'ownerOccupiedShare',
  'renterOccupiedShare',
  'vacancyShare',
  'builtBefore1980Share',
  'populationGrowth',
  'housingUnitGrowth',
]);

function formatDemographic(key: NumericDemographicKey, v: number): string {
  if (PERCENT.has(key)) return `${v.toFixed(1)}%`;
  return (UNITS[key] ?? int)(v);
}

/** A plain-text report of one site analysis, every figure tagged with its source or "estimate". */
export function formatReport(a: SiteAnalysis): string {
  const out: string[] = [];
  const h = (title: string) => out.push('', title, '-'.repeat(title.length));
  out.push(`SiteScout analysis — ${a.businessType.label} at ${a.site.label}`);
  out.push(
    `${a.location?.message ? `${a.location.message}\n` : ''}Location ${a.site.lat.toFixed(5)}, ${a.site.lon.toFixed(5)}${a.site.precision ? ` (geocoded to ${a.site.precision} precision${a.site.geocodeNote ? `: ${a.site.geocodeNote}` : ''})` : ''}; radius ${a.radiusMiles} mi; engine ${a.engineVersion}, data ${a.dataVersion.slice(0, 12)}`,
  );
  // Abroad, or placed only at the centre of an area wider than the ring: the message names what is not shown.
  if (withheldSections(a.location).length > 0) return out.join('\n');
  const gaps = Object.values(a.coverage.messages);
  if (gaps.length > 0) out.push(`Data gaps here: ${gaps.join('; ')}`);

  h('Site score');
  const s = a.siteScore;
  out.push(
    s.score
      ? `${s.score.value}/100 from ${s.coverage.summary}${s.coverage.missing.length > 0 ? `; ${rangeText(s.coverage.range.low, s.coverage.range.high)} with the missing parts at 0 and 100` : ''}`
      : `${s.coverage.summary}${s.coverage.measured.length > 0 ? `; ${rangeText(s.coverage.range.low, s.coverage.range.high)} with the missing parts at 0 and 100` : ''}`,
  );
  if (s.nationalPercentile)
    out.push(`  ${NATIONAL_PERCENTILE_LABEL}: ${percentileText(s.nationalPercentile.value)} [estimate]`);
  for (const sub of s.subScores)
    out.push(
      `  ${sub.name.padEnd(12)} ${sub.score === null ? '  —' : String(sub.score).padStart(3)}  weight ${(sub.weight * 100).toFixed(0).padStart(2)}% (default ${(sub.baseWeight * 100).toFixed(0)}%)  ${sub.detail}`,
    );

  h('Trade area');
  for (const r of a.tradeArea.rings)
    out.push(
      `  ${String(r.radiusMiles).padStart(4)} mi: ${r.population ? `${int(r.population.value)} people` : 'no data'}, ${r.households ? `${int(r.households.value)} households` : '—'} ${r.population ? tag(r.population) : ''}${r.populationBasis ? ` from ${areaCount(r.populationBasis)}` : ''}`,
    );
  out.push(`  ${a.tradeArea.areas.length} ZCTAs overlap the ${a.radiusMiles}-mile ring (area-weighted apportioning).`);
  const tractNote = (
    a.tradeArea.rings.find((r) => r.radiusMiles === a.radiusMiles && r.populationBasis?.kind === 'tract') ??
    a.tradeArea.rings.find((r) => r.populationBasis?.kind === 'tract')
  )?.population;
  if (tractNote && 'note' in tractNote && tractNote.note) out.push(`  Tracts: ${tractNote.note}.`);
  const walk = a.tradeArea.walk;
  if (walk && !walk.covered) out.push(`  Walk-time areas: none. ${walk.message}`);
  if (walk?.covered) {
    out.push(
      `  Walk-time areas at ${walk.speedMph} mph over the street grid [${walk.source}, ${walk.vintage}], from the street ${int(walk.snapMiles * 5280)} ft from the site:`,
    );
    if (walk.note) out.push(`  ${walk.note}`);
    for (const w of walk.walksheds) {
      const c = w.competitors;
      const rivals = c
        ? `; ${c.named.length} named competitor${c.named.length === 1 ? '' : 's'}${c.estimate ? `, about ${Math.round(c.estimate.value)} in all [estimate]` : ''}`
        : '';
      out.push(
        `  ${String(w.minutes).padStart(4)} min (${w.miles} mi walk, ${w.areaSqMi.value.toFixed(2)} sq mi): ${w.population ? `${int(w.population.value)} people` : 'no data'}, ${w.households ? `${int(w.households.value)} households` : '—'} ${w.population ? tag(w.population) : ''}${w.populationBasis ? ` from ${areaCount(w.populationBasis)}` : ''}${rivals}`,
      );
    }
  }

  h(`Demographics within ${a.demographics.radiusMiles} mi`);
  for (const [key, f] of Object.entries(a.demographics.figures) as Array<[NumericDemographicKey, Figure | null]>) {
    if (!f) continue;
    const basis = a.demographics.basis[key];
    out.push(
      `  ${DEMOGRAPHIC_LABELS[key].padEnd(30)} ${formatDemographic(key, f.value).padStart(16)}  ${tag(f)}${basis ? ` from ${areaCount(basis)}` : ''}`,
    );
  }
  if (a.demographics.urbanClass)
    out.push(
      `  ${'area type'.padEnd(30)} ${a.demographics.urbanClass.value.padStart(16)}  ${tag(a.demographics.urbanClass)}`,
    );
  out.push(`  Lifestyle: ${a.demographics.lifestyle.value.summary} [estimate: rules]`);
  if (a.demographics.missing.length > 0) out.push(`  Not in the loaded data: ${a.demographics.missing.join(', ')}.`);
  for (const reason of Object.values(a.demographics.gaps ?? {})) out.push(`  Gap: ${reason}`);

  h('Competitors');
  const c = a.competitors;
  const step = a.location?.distanceStepMiles;
  const siteMiles = (v: number) => (step ? approximateMilesText(v, step) : `${v.toFixed(2)} mi`);
  if (!c.placesCovered) out.push(`  ${c.placesMessage}`);
  out.push(`  Within ${a.radiusMiles} mi: ${c.countSummary}`);
  if (c.completeness)
    out.push(
      `  Named places are ${Math.round(c.completeness.value * 100)}% of the Census count in this area (measured when the data pack was built)`,
    );
  if (c.countWithinRadius && 'estimate' in c.countWithinRadius)
    out.push(`  How counted: ${c.countWithinRadius.estimate.method}`);
  if (c.countsByRing.length > 0)
    out.push(
      `  By ring: ${c.countsByRing.map((r) => `${r.radiusMiles} mi: ${r.count.value}`).join(', ')} ${tag(c.countsByRing[0]?.count as Figure)}`,
    );
  if (c.nearestMiles)
    out.push(
      `  Nearest: ${c.nearestMiles.note}, ${siteMiles(c.nearestMiles.value)}${a.location?.approximate ? ' (site location approximate)' : ''}`,
    );
  if (c.densityPer10kHouseholds)
    out.push(`  Density: ${c.densityPer10kHouseholds.value.toFixed(1)} per 10,000 households [estimate]`);
  if (c.referenceDensity)
    out.push(
      `  Reference: ${c.referenceDensity.figure.value.toFixed(1)} per 10,000 households (${c.referenceDensity.label})`,
    );
  out.push(`  Verdict: ${c.saturation.verdict} — ${c.saturation.reason}`);
  for (const e of c.list.slice(0, 10))
    out.push(
      `    ${siteMiles(e.distanceMiles)}  ${e.name}${e.chain ? ` (${e.brand ?? 'chain'})` : ' (independent)'}${e.rating ? `  ★${e.rating.value}${e.reviewCount ? ` (${int(e.reviewCount.value)} reviews)` : ''}` : ''}  [${e.source}${e.vintage ? `, ${e.vintage}` : ''}]`,
    );
  if (c.list.length > 10) out.push(`    … ${c.list.length - 10} more in the JSON output`);
  if (c.chainLocations) {
    const k = c.chainLocations;
    out.push(`  2024 chain locations: ${k.note} [${k.source}, ${k.vintage}]`);
    for (const e of k.items.slice(0, 10))
      out.push(
        `    ${e.distanceMiles.toFixed(2)} mi  ${e.brand}${e.address ? `, ${e.address}` : ''}  — ${e.label}${e.status ? ` (${e.status})` : ''}${e.alsoListedBy.length ? `; also in ${e.alsoListedBy.join(', ')}` : ''}`,
      );
    if (k.items.length > 10) out.push(`    … ${k.items.length - 10} more in the JSON output`);
  }

  if (a.capacity) {
    h('Market capacity');
    const k = a.capacity;
    out.push(`  ${k.summary}`);
    if (k.expectedRange)
      out.push(`  Expected range: ${rangeText(k.expectedRange[0], k.expectedRange[1])} establishments`);
    if (k.voids.length > 0)
      out.push(
        `  Under-supplied types here (most below the model first): ${k.voids
          .map(
            (v) =>
              `${typeNoun(v.businessType).many} (room for about ${Math.round(v.gap)}; ±${Math.round(v.typicalErrorPct)}%)`,
          )
          .join(', ')}`,
      );
    out.push(`  Source: ${k.source}`);
  }

  h('Walk, transit and bike');
  const sc = a.scores;
  out.push(
    // A withheld score has no parts to list: the notes below say why.
    sc.walk.score === null
      ? '  Walk Score — (not given here; see the notes below)'
      : `  Walk Score ${sc.walk.score} (${sc.walk.components
          .filter((x) => x.visible)
          .map((x) => `${x.category} ${x.points.toFixed(2)}/${x.maxPoints}`)
          .join(', ')})`,
  );
  out.push(
    ...(sc.walk.pedestrian
      ? [
          `    pedestrian friendliness: ${Math.round(sc.walk.pedestrian.intersectionsPerSqMi)} intersections per sq mi (−${sc.walk.pedestrian.densityPenaltyPercent} %), average block ${sc.walk.pedestrian.averageBlockMeters === null ? 'unknown' : `${Math.round(sc.walk.pedestrian.averageBlockMeters)} m`} (−${sc.walk.pedestrian.blockPenaltyPercent} %) within 0.5 mi — measured, not applied to the score`,
        ]
      : []),
    `  Transit Score ${sc.transit?.score ?? '—'}${
      sc.transit
        ? ` (${sc.transit.routes.length} route${sc.transit.routes.length === 1 ? '' : 's'} in reach: ${sc.transit.routes
            .slice(0, 6)
            .map((r) => `${r.route} ${r.mode} ${r.distanceMiles.toFixed(2)} mi`)
            .join(', ')}${sc.transit.routes.length > 6 ? ', …' : ''})`
        : ''
    }`,
    ...(sc.transit?.assumedFrequencies ?? []).map(
      (f) => `    assumed without a timetable: ${f.mode} ${f.weeklyTripsPerRoute} trips a week per route (${f.basis})`,
    ),
  );
  out.push(
    sc.bike.score === null
      ? '  Bike Score — (not given here; see the notes below)'
      : `  Bike Score ${sc.bike.score} (${sc.bike.components.map((x) => `${x.name} ${x.score ?? '—'}`).join(', ')})`,
  );
  for (const note of sc.notes) out.push(`  Note: ${note}`);

  h('Access and traffic');
  const ac = a.access;
  if (!ac.transitCovered) out.push(`  ${ac.transitMessage}`);
  if (ac.stopsWithinQuarterMile)
    out.push(`  ${ac.stopsWithinQuarterMile.value} transit stops within 0.25 mi ${tag(ac.stopsWithinQuarterMile)}`);
  if (ac.railStationsWithinMile)
    out.push(
      `  ${ac.railStationsWithinMile.value} rail stations within 1 mi${ac.railStations.length > 0 ? `: ${ac.railStations.map((r) => `${r.name} (${r.distanceMiles.value.toFixed(2)} mi)`).join(', ')}` : ''}`,
    );
  if (ac.frontage) {
    out.push(
      `  Traffic on the site's street: ${ac.frontage.summary}${ac.nearestArterial ? ` ${tag(ac.nearestArterial.dailyVehicles)}` : ''}`,
    );
    if (ac.frontage.otherStreet) out.push(`  ${ac.frontage.otherStreet.text}`);
  } else if (ac.nearestArterial)
    out.push(
      `  Arterial: ${ac.nearestArterial.street}, ${int(ac.nearestArterial.dailyVehicles.value)} vehicles/day, counted ${ac.nearestArterial.date} ${tag(ac.nearestArterial.dailyVehicles)}`,
    );
  else if (ac.trafficCounts[0])
    out.push(
      `  Busiest counted street within 0.5 mi (not the site's own street): ${ac.trafficCounts[0].street}, ${int(ac.trafficCounts[0].dailyVehicles.value)} vehicles/day ${tag(ac.trafficCounts[0].dailyVehicles)}`,
    );
  if (ac.trafficProxy) out.push(`  Traffic: ${ac.trafficProxy.label} — ${ac.trafficProxy.reason}`);
  if (ac.trafficAgeNote) out.push(`  Note: ${ac.trafficAgeNote}`);
  for (const e of ac.stationEntries)
    out.push(
      `  'L' entries: ${e.name} (${e.distanceMiles.toFixed(2)} mi), ${int(e.weekdayEntries.value)} a weekday on average, ${e.period} ${tag(e.weekdayEntries)} — people entering the station, not a sidewalk count`,
    );

  h('Rent and costs');
  const co = a.costs;
  if (co.benchmark) out.push(`  Market benchmark: $${co.benchmark.value.toFixed(2)}/sq ft/yr ${tag(co.benchmark)}`);
  if (co.estimate)
    out.push(
      `  ${co.index === null && 'estimate' in co.estimate ? 'Rent used (the market benchmark, not a local figure)' : 'Local estimate'}: $${co.estimate.value.toFixed(2)}/sq ft/yr ${'estimate' in co.estimate ? `[estimate: ${co.estimate.estimate.method}]` : `${tag(co.estimate)}${co.estimate.note ? ` — ${co.estimate.note}` : ''}`}`,
    );
  for (const e of co.corridorRents ?? [])
    out.push(
      `  Published rent, ${e.area}: ${e.stated} (${e.metric}), ${e.period}; ${e.producer}, authority ${e.authority} — ${e.use === 'estimate' ? 'used for the local estimate' : e.reason}`,
    );
  for (const note of co.notes) out.push(`  ${note}`);

  h('Zoning');
  out.push(
    `  ${a.zoning.status.toUpperCase()}: ${a.zoning.message}${a.zoning.source ? ` [${a.zoning.source}, ${a.zoning.vintage}]` : ''}`,
  );

  if (a.benchmarkCheck.applicable) {
    h('Industry guidelines (SiteScout’s own)');
    for (const r of a.benchmarkCheck.rows)
      out.push(
        `  ${r.status.toUpperCase().padEnd(7)} ${r.criterion.padEnd(20)} ${r.threshold.padEnd(48)} ${r.actual ? `${r.actual.value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${tag(r.actual)}` : 'no data'}`,
      );
    out.push(`  ${a.benchmarkCheck.message}`);
  }

  h('Forecast');
  const fc = a.forecast;
  if (!fc.available) out.push(`  Not available: ${fc.reason}`);
  else {
    out.push(
      `  Annual revenue: ${usd(fc.annualRevenue?.low.value ?? 0)} – ${usd(fc.annualRevenue?.high.value ?? 0)} (expected ${usd(fc.annualRevenue?.expected.value ?? 0)}) [estimate]`,
    );
    if (fc.marketShare)
      out.push(
        `  Market share ${(fc.marketShare.value * 100).toFixed(1)}% of ${usd(fc.annualMarket?.value ?? 0)} (${fc.marketShare && 'estimate' in fc.marketShare ? fc.marketShare.estimate.method : ''})`,
      );
    if (fc.customersPerDay)
      out.push(
        `  About ${fc.customersPerDay.value} ${a.businessType.kind === 'service-area' ? 'paid jobs' : 'customers'} a day [estimate]`,
      );
    if (fc.check) {
      out.push(`  Against the county: ${fc.check.comparison}`);
      if (fc.check.flag) out.push(`  FLAG: ${fc.check.flag}`);
    }
    for (const x of fc.assumptions) out.push(`  Assumption: ${x}`);
  }

  h(`Narrative (${a.narrative.generatedBy === 'llm' ? `rewritten by ${a.narrative.model}` : 'rule-based'})`);
  for (const x of a.narrative.strengths) out.push(`  + ${x}`);
  for (const x of a.narrative.risks) out.push(`  − ${x}`);
  for (const x of a.narrative.recommendations) out.push(`  → ${x}`);
  if (a.narrative.rewriteRejected) out.push(`  (language-model rewrite not used: ${a.narrative.rewriteRejected})`);

  h('Sources');
  for (const src of a.sources)
    out.push(`  ${src.source}, ${src.vintage}${src.attribution ? ` — ${src.attribution}` : ''}`);
  return out.join('\n');
}

/** Plain-text comparison: the engine's headline, both rankings, and every site's figure per criterion. */
export function formatComparison(c: SiteComparison): string {
  const out = ['', 'Comparison', '----------', c.summary, ''];
  const partial = c.rankingsAgree !== null && c.rankingsAgree !== undefined;
  for (const r of c.ranking) {
    const where = r.site ? `Site ${r.site}: ` : '';
    const own =
      r.score === null
        ? `no site score (${r.measured.length} parts measured: ${r.measured.join(', ')})`
        : `${r.score}/100`;
    const shared = partial ? `; ${r.sharedScore ?? '—'}/100 on shared parts (rank ${r.sharedRank ?? '—'})` : '';
    out.push(
      `  ${r.rank === null ? '–' : `${r.rank}.`} ${where}${r.label} — ${own}${r.missing?.length ? ` (no ${r.missing.join(', ')})` : ''}${shared}${r.approximate ? ' [placed only approximately]' : ''}`,
    );
  }
  for (const k of c.criteria) {
    out.push(`  ${k.criterion}: ${k.reason}`);
    for (const cell of k.cells ?? [])
      out.push(
        `      ${cell.status === 'winner' ? '★' : cell.status === 'tied' ? '=' : ' '} ${cell.label}: ${cell.text}${cell.note ? ` (not compared: ${cell.note})` : ''}`,
      );
  }
  return out.join('\n');
}

/** Plain-text best-location list. */
export function formatBestLocations(b: BestLocations): string {
  const out = [`Best ZCTAs for ${b.businessType} in ${b.region} (${b.areasScored} scored)`, ''];
  for (const t of b.top) {
    const k = t.capacity;
    const gap = k
      ? `, capacity gap ${k.gap > 0 ? '+' : ''}${k.gap} (expected ${k.expected}, counted ${k.observed})`
      : '';
    out.push(`${String(t.rank).padStart(2)}. ${t.zcta} ${t.score.value}/100${gap}`);
    for (const r of t.reasons) out.push(`      ${r}`);
  }
  out.push('', b.method);
  return out.join('\n');
}

const AREA_NAMES: Record<string, [string, string]> = {
  zcta: ['ZCTA', 'ZCTAs'],
  tract: ['tract', 'tracts'],
  county: ['county', 'counties'],
  'community-area': ['community area', 'community areas'],
};

/** "31 tracts", "2 ZCTAs", "1 county". */
function areaCount(basis: { kind: string; areas: number }): string {
  const [one, many] = AREA_NAMES[basis.kind] ?? [basis.kind, `${basis.kind}s`];
  return `${basis.areas} ${basis.areas === 1 ? one : many}`;
}
