import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteAnalysis } from '../src/analysis/analysis-result-types.js';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { compareSites } from '../src/comparison/compare-sites.js';
import { bestLocations } from '../src/finder/best-locations.js';
import { type NarrativeFacts, ruleNarrative } from '../src/narrative/rule-narrative.js';
import { BUSINESS_TYPES } from '../src/taxonomy/business-types.js';
import { FACTS } from './fixtures/narrative-facts.js';
import { grammarProblems, startsWithVowelSound } from './type-grammar.js';

/**
 * Issue 41: business-type names read right in every sentence template, for all 25 types — "strong for a plumbing
 * business", never "strong for a plumbing"; "the average HVAC business in Peoria County", never "average hvac
 * (heating and cooling)". Templates name a type through its `noun` (taxonomy/types.ts), never its menu label.
 */

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const src = fileURLToPath(new URL('../src', import.meta.url));

describe('the grammar check itself', () => {
  it('finds each fault the issue names', () => {
    const faults = [
      'Site score 86/100 is strong for a plumbing.',
      'Zoning DX-3 normally allows a fast food.',
      'Site score 86/100 is strong for a HVAC business.',
      'Zoning B3-2 normally allows an dental office.',
      'Zoning B3-2 normally allows a salons.',
      'Test demand before committing: few coffee shops nearby can mean an open market or a a weak one.',
      'Site is in DX-3: hvac (heating and cooling) is normally allowed.',
      '2 of 4 checkable Plumbing guidelines met.',
      'Average pest control in Peoria County, IL: payroll $1 a year.',
    ];
    for (const text of faults) expect(grammarProblems(text), text).not.toEqual([]);
    expect(grammarProblems('plumbing businesses in the county.', { sentence: true })).not.toEqual([]);
    expect(grammarProblems('The forecast is high. plumbing businesses …', { sentence: true })).not.toEqual([]);
  });

  it('passes good sentences', () => {
    const good = [
      'Site score 86/100 is strong for an HVAC business (higher than 91% of U.S. ZIP areas).',
      'Zoning DX-3 normally allows a plumbing business.',
      'A one-mile ring, an 8-mile ring, an 18-mile drive, a 10-mile ring, a U.S. ZIP area, an auto repair shop.',
      'Average plumbing business in Peoria County, IL: payroll $1 a year (e.g. wages). It is high.',
      'Test demand before committing: few daycare centres nearby can mean an open market or a weak one.',
    ];
    for (const text of good) expect(grammarProblems(text, { sentence: true }), text).toEqual([]);
    expect(['hour', 'HVAC', 'NAICS', 'SBA', '8-mile', 'apple'].map(startsWithVowelSound)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['U.S.', 'one-mile', 'user', 'ZIP', '1-mile', 'plumbing'].map(startsWithVowelSound)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('every type has sentence words', () => {
  it('gives each of the 25 types a countable noun, its plural and the article its sound takes', () => {
    expect(BUSINESS_TYPES).toHaveLength(25);
    for (const t of BUSINESS_TYPES) {
      expect(t.noun.article, t.id).toBe(startsWithVowelSound(t.noun.one) ? 'an' : 'a');
      expect(t.noun.one, t.id).toMatch(/^[a-zA-Z][\w -]*$/);
      expect(t.noun.many, t.id).not.toBe(t.noun.one);
      expect(grammarProblems(`Strong for ${t.noun.article} ${t.noun.one}; few ${t.noun.many} nearby.`), t.id).toEqual(
        [],
      );
    }
  });

  it('no engine template interpolates a type label in lower case (use the noun)', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const offenders = files.filter((f) =>
      /(?:type|businessType)\.label\.toLowerCase\(\)/.test(readFileSync(`${src}/${f}`, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

/** Facts that take every branch of the rule narrative that names the type. */
function factVariants(): Array<Partial<NarrativeFacts>> {
  const county = { countyAverageRevenue: 281_279, revenueCheckCounty: 'Peoria County, IL' };
  return [
    {},
    { siteScore: 30, zoningStatus: 'flag', zoneClass: 'RS-3' },
    { saturation: 'underserved', saturationReason: '1 competitor within 1 mi', competitorDensityRatio: 0.5 },
    { expectedRevenue: 2_894_831, revenueCheck: 'above', ...county },
    { expectedRevenue: 20_000, revenueCheck: 'below', ...county },
    { expectedRevenue: 640_000, revenueCheck: 'within', revenuePercentile: 62, geocodePrecision: 'street', ...county },
    { expectedRevenue: 640_000, revenueCheck: 'within', revenuePercentile: 97, geocodePrecision: 'street', ...county },
    { expectedRevenue: 640_000, revenueCheck: 'unchecked', geocodePrecision: 'street' },
    { expectedRevenue: 640_000, revenueCheck: 'within', geocodePrecision: 'city' },
  ];
}

describe('the rule narrative for all 25 types', () => {
  it('writes every strength, risk and recommendation with the type named right', () => {
    const problems: string[] = [];
    for (const t of BUSINESS_TYPES) {
      for (const variant of factVariants()) {
        const facts: NarrativeFacts = {
          ...FACTS,
          businessLabel: t.label,
          businessNoun: t.noun,
          kind: t.kind,
          ...variant,
        };
        const n = ruleNarrative(facts);
        for (const line of [...n.strengths, ...n.risks, ...n.recommendations])
          for (const p of grammarProblems(line, { sentence: true })) problems.push(`${t.id}: ${p} — ${line}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Keys whose strings are place or source data (names, addresses, user labels), not SiteScout's own words. */
const DATA_KEYS = new Set([
  'name',
  'brand',
  'address',
  'street',
  'label',
  'labels',
  'site',
  'source',
  'sources',
  'citation',
  'vintage',
  'url',
  'publisher',
  'title',
  'zoneClass',
  'tags',
  'categories',
  'alsoListedBy',
  'recognition',
  'typeShareReason',
  'county',
  'region',
]);
/** Keys whose strings are prose made of whole sentences, which must start with a capital. */
const SENTENCE_KEYS = new Set([
  'strengths',
  'risks',
  'recommendations',
  'headline',
  'countSummary',
  'flag',
  'summary',
  'message',
  'comparison',
]);

/** Every string of an engine answer that SiteScout writes, with whether it is made of sentences. */
function texts(value: unknown, key = '', out: Array<{ text: string; sentence: boolean; key: string }> = []) {
  if (DATA_KEYS.has(key)) return out;
  if (typeof value === 'string') {
    if (value.includes(' ')) out.push({ text: value, sentence: SENTENCE_KEYS.has(key), key });
  } else if (Array.isArray(value)) for (const v of value) texts(v, key, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) texts(v, /^\d+$/.test(k) ? key : k, out);
  return out;
}

/** Chicago's West Loop (places, zoning, transit), Peoria (Census counts, county check) and Indianapolis (a Yelp sample). */
const SITES = [
  { label: 'West Loop', lat: 41.8825, lon: -87.65 },
  { label: 'Peoria', lat: 40.6936, lon: -89.589 },
  { label: 'Indianapolis', lat: 39.7684, lon: -86.1581 },
];

describe('whole analyses, comparisons and the finder for all 25 types', () => {
  let engine: LoadedEngine;
  beforeAll(() => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['Date'] });
    engine = loadEngine(process.env, repo, () => {});
  }, 240_000);
  afterAll(() => vi.useRealTimers());

  it('names every type right in every sentence the engine writes', () => {
    const problems = new Map<string, string>();
    const check = (typeId: string, answer: unknown) => {
      for (const { text, sentence, key } of texts(answer))
        for (const p of grammarProblems(text, { sentence })) problems.set(`${typeId} ${key}: ${p}`, text);
    };
    for (const type of BUSINESS_TYPES) {
      const analyses: SiteAnalysis[] = SITES.map((s) => analyzeSite(engine.ctx, type, s, type.defaultRadiusMiles));
      for (const a of analyses) check(type.id, a);
      check(type.id, compareSites(analyses));
      // The zoning sentence of a comparison: the top scorer's district does not allow the use.
      const [first, ...rest] = [...analyses].sort(
        (x, y) => (y.siteScore.score?.value ?? 0) - (x.siteScore.score?.value ?? 0),
      );
      if (first) check(type.id, compareSites([{ ...first, zoning: { ...first.zoning, status: 'flag' } }, ...rest]));
      check(type.id, bestLocations(engine.ctx, type, { kind: 'county', fips: '17143' }, { rankBy: 'capacity-gap' }));
    }
    expect([...problems].map(([p, text]) => `${p}\n    in: ${text}`)).toEqual([]);
  }, 900_000);
});
