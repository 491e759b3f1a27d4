import { statSync } from 'node:fs';
import { Path } from '@react-pdf/renderer';
import { analyzeSite, createEngineContext, getBusinessType, runAnalysis, type SiteAnalysis } from '@sitescout/engine';
import type { GeoView } from '@sitescout/geodata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partialDataNotice } from '../src/plugins/analyses/data-notice.js';
import { pdfText } from '../src/plugins/reports/document/pdf-text.js';
import { MAP_COLOURS, StaticMap } from '../src/plugins/reports/document/static-map.js';
import { COLORS } from '../src/plugins/reports/document/theme.js';
import { mapLayersFor, type SiteMapLayers } from '../src/plugins/reports/map-layers.js';
import type { AnalysisReportInput } from '../src/plugins/reports/report-input.js';
import { renderAnalysisPdf } from '../src/plugins/reports/report-service.js';
import { CHICAGO_COFFEE_SITES, chicagoSites, sampleReportInput } from '../src/scripts/report-sample.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { emptyCallouts, strandedHeadings } from './report-layout-checks.js';
import { countPixelsNear, openPdf, type PdfFile, pageFills, toPngs } from './reports-pdf.js';

/** Every per-site section, as the dashboard has them. */
const SITE_SECTIONS = [
  'Site score',
  'Site map',
  'Demographics',
  'Age bands (share of residents)',
  'Median household income',
  'Competitors',
  'Trade area by distance',
  'Nearest named competitors',
  'Walk, transit and bike scores',
  'Access and traffic',
  'Rent',
  'Zoning',
  'Industry benchmarks',
  'Revenue forecast',
  'Assumptions',
  'Capacity',
  'Strengths, risks and recommendations',
];

const count = (text: string, needle: string) => text.split(needle).length - 1;

// The reports plugin touches no table, so one database kind is enough here.
describe('PDF analysis report', () => {
  let t: TestApp;
  let view: GeoView;
  let input: AnalysisReportInput;
  let pdf: PdfFile;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    view = (await t.app.geodata.get()).view;
    input = sampleReportInput(view);
    pdf = openPdf(await t.app.reports.renderAnalysisPdf(input));
  }, 240_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it('renders the cover, the comparison, every site’s decision page, then each site’s detail and the sources', () => {
    const pngs = toPngs(pdf);
    expect(pngs).toHaveLength(pdf.pages);
    for (const png of pngs) expect(statSync(png).size).toBeGreaterThan(2_000);
    expect(pdf.pageText(1)).toContain('Coffee shop - 3 Chicago sites');
    expect(pdf.pageText(2)).toContain('Site comparison');
    for (const [i, site] of CHICAGO_COFFEE_SITES.entries()) {
      expect(pdf.pageText(1)).toContain(site.address);
      // Decision pages right after the comparison: score with its reasons, strengths, risks and recommendations.
      const decision = pdf.pageText(3 + i);
      expect(decision).toContain(`SITE ${i + 1} OF 3`);
      expect(decision).toContain('Site score');
      expect(decision).toContain('Recommendations');
    }
    const firstDetail = pdf.pageText(6);
    expect(firstDetail).toContain('Site 1 of 3 in detail');
    expect(firstDetail).toContain('Site map');
  });

  it('fills its pages: none under a third full but the last of a section, and a few pages more per site', async () => {
    const fills = pageFills(pdf);
    // Which part of the report a page belongs to: a section ends where the next one's first page begins.
    let part = 'cover';
    const parts = Array.from({ length: pdf.pages }, (_, i) => {
      const text = pdf.pageText(i + 1);
      const banner = /SITE (\d+) OF \d+/.exec(text)?.[1];
      const detail =
        /Site (\d+) of \d+ in detail.*\n\s*(Site map|Walk-time trade area|Walk, transit and bike scores|Rent)\b/.exec(
          text,
        );
      if (i > 0 && /^[ \t]*Site comparison[ \t]*$/m.test(text)) part = 'comparison';
      if (banner) part = `decision ${banner}`;
      else if (detail) part = `detail ${detail[1]}: ${detail[2]}`;
      if (/^[ \t]*Sources and methods[ \t]*$/m.test(text)) part = 'sources';
      return part;
    });
    const one = openPdf(await t.app.reports.renderAnalysisPdf(sampleReportInput(view, chicagoSites(1))));
    const five = openPdf(await t.app.reports.renderAnalysisPdf(sampleReportInput(view, chicagoSites(5))));
    const perSite = (pdf.pages - one.pages) / (CHICAGO_COFFEE_SITES.length - 1);
    const perSiteToFive = (five.pages - one.pages) / 4;
    console.log(
      `Pages: 1 site ${one.pages}, 3 sites ${pdf.pages}, 5 sites ${five.pages} (${perSite} and ${perSiteToFive} more per site). 3-site fill per page: ${fills
        .map((f, i) => `${i + 1} ${parts[i]} ${Math.round(f * 100)}%`)
        .join(', ')}; 1-site: ${pageFills(one)
        .map((f, i) => `${i + 1} ${Math.round(f * 100)}%`)
        .join(', ')}`,
    );
    const underfilled = fills
      .map((fill, i) => ({ page: i + 1, fill, lastOfPart: parts[i] !== parts[i + 1] }))
      .filter((p) => p.fill < 1 / 3 && !p.lastOfPart);
    expect(underfilled).toEqual([]);
    // Cover, comparison, sources, and per site its decision page and one detail group.
    expect(new Set(parts).size).toBe(1 + 1 + 2 * CHICAGO_COFFEE_SITES.length + 1);
    // Each further site adds its decision page, three pages of detail and half a page of its estimates' methods (11
    // before the detail was cut to the tables a buyer needs).
    expect(perSite).toBeLessThanOrEqual(5);
    expect(perSiteToFive).toBeLessThanOrEqual(5);
  }, 120_000);

  it('keeps every heading with its first lines and draws no empty callout (1, 3, 5 and 20 sites)', async () => {
    const reports: Array<[number, PdfFile]> = [[3, pdf]];
    for (const n of [1, 5, 20])
      reports.push([n, openPdf(await t.app.reports.renderAnalysisPdf(sampleReportInput(view, chicagoSites(n))))]);
    reports.sort((a, b) => a[0] - b[0]);
    console.log(`Pages: ${reports.map(([n, r]) => `${n} site${n === 1 ? '' : 's'} ${r.pages}`).join(', ')}`);
    const problems = reports.flatMap(([n, r]) => [
      ...strandedHeadings(r, SITE_SECTIONS).map((h) => `${n} sites, page ${h.page}: "${h.heading}" left at the foot`),
      ...emptyCallouts(r).map((c) => `${n} sites, page ${c.page}: empty callout at ${c.top}–${c.bottom} pt`),
    ]);
    expect(problems).toEqual([]);
  }, 300_000);

  it('has every section heading for each of the three sites, then the comparison and sources', () => {
    for (const heading of SITE_SECTIONS) expect(count(pdf.text, heading), heading).toBeGreaterThanOrEqual(3);
    for (const site of CHICAGO_COFFEE_SITES) expect(count(pdf.text, site.address)).toBeGreaterThanOrEqual(4);
    expect(pdf.text).toContain('Site comparison');
    expect(pdf.text).toContain('Every site per criterion');
    expect(pdf.pageText(pdf.pages - 1) + pdf.pageText(pdf.pages)).toMatch(/Datasets used by the analyses/);
    expect(pdf.text).toMatch(/^[ \t]*Sources and methods[ \t]*$/m);
  });

  it('names the winner of each comparison criterion by address, with the real figures', () => {
    const comparison = input.comparison;
    if (!comparison) throw new Error('three sites must be compared');
    const compared = pdf.text.slice(pdf.text.indexOf('Every site per criterion'));
    for (const c of comparison.criteria) {
      expect(compared).toContain(c.criterion);
      // A tie names no winner: its sites are listed instead; with neither, the reason says why.
      const named = c.winner === null ? (c.tied ?? []) : [c.winner];
      if (named.length === 0) expect(c.reason).toMatch(/not ranked|no site has/);
      for (const label of named) expect(CHICAGO_COFFEE_SITES.some((s) => s.address === label)).toBe(true);
    }
    // Every site's own score is printed as the engine formatted it, the number of the cover and the ranking.
    for (const cell of comparison.criteria[0]?.cells ?? []) expect(compared).toContain(cell.text);
    // Equal scores tie for first; otherwise one site ranks first.
    const firsts = comparison.ranking.filter((r) => r.rank === 1);
    const number = (label: string) => CHICAGO_COFFEE_SITES.findIndex((s) => s.address === label) + 1;
    expect(pdf.pageText(2).replace(/\s+/g, ' ')).toContain(
      firsts.length > 1
        ? `${firsts.map((r) => `Site ${number(r.label)}`).join(' and ')} tie for first`
        : `Site ${number(firsts[0]?.label ?? '')} ranks first`,
    );
  });

  it('tags every figure, and every tag resolves to a dataset with its vintage or an estimate with its method', () => {
    // The heading on a line of its own (every page's footer also says "see Sources and methods").
    const sourcesAt = [...pdf.text.matchAll(/^[ \t]*Sources and methods[ \t]*$/gm)].at(-1)?.index ?? -1;
    expect(sourcesAt).toBeGreaterThan(0);
    const body = pdf.text.slice(0, sourcesAt).replace(/\s+/g, ' ');
    const sources = pdf.text.slice(sourcesAt);
    const published = new Set([...body.matchAll(/\[(S\d+)\]/g)].map((m) => m[1]));
    const estimates = new Set([...body.matchAll(/\[est\. (E\d+)\]/g)].map((m) => m[1]));
    expect(published.size).toBeGreaterThan(10);
    expect(estimates.size).toBeGreaterThan(10);
    for (const ref of [...published, ...estimates]) expect(sources).toMatch(new RegExp(`^\\s*${ref}\\s`, 'm'));
    // The census vintage of the population figures (2020 tract counts) is printed beside the dataset.
    expect(sources).toMatch(/U\.S\. Census Bureau, 2020 Census DHC \(Redistricting Data Hub\)\s+2020 Census/);
    for (const cited of input.sites[0]?.analysis.sources ?? []) expect(sources).toContain(pdfText(cited.vintage));
  });

  it('says how many competitors are named of how many in all, with the Census source, and how the type is recognised', () => {
    const text = pdf.text.replace(/\s+/g, ' ');
    // "of about N" from the Census, or "of at least N" where the named places and chain stores are more.
    expect(text.match(/named on the map, of (about|at least) \d+/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(text).toContain('U.S. Census Bureau, ZIP Code Business Patterns 2018');
    expect(text).toMatch(/Census counts \(NAICS codes\) 722515/);
  });

  it('prints the engine figures: site score, competitor names and distances, the forecast range', () => {
    for (const [i, site] of input.sites.entries()) {
      const a = site.analysis;
      expect(pdf.text).toContain(`${a.siteScore.score?.value}/100`);
      const nearest = a.competitors.list[0];
      if (!nearest) throw new Error(`site ${i + 1} has competitors in Chicago`);
      expect(pdf.text).toContain(nearest.name);
      const revenue = a.forecast.annualRevenue;
      if (!revenue) throw new Error('coffee shops have a forecast');
      expect(pdf.text).toContain(`Low $${Math.round(revenue.low.value).toLocaleString('en-US')}`);
      expect(pdf.text).toContain(`High $${Math.round(revenue.high.value).toLocaleString('en-US')}`);
      expect(pdf.text).toContain(a.zoning.zoneClass ?? 'Not checked');
    }
  });

  it('prints daytime population beside residents, nearby 2024 chain locations and the corridor rents covering a site', () => {
    const flat = pdf.text.replace(/\s+/g, ' ');
    expect([...flat.matchAll(/Daytime population [\d,]+ \[S\d+\]/g)]).toHaveLength(3);
    expect(flat).toContain('from the 2024 chain locators');
    expect(flat).toContain('Starbucks');
    // 1550 N Milwaukee is on the Wicker Park corridor, whose only figure (JLL, c. 2015) is too old to use.
    expect(flat).toContain('Published rent, North Ave / Milwaukee Ave / Damen Ave, Wicker Park: $80/sq ft/yr');
    expect(flat).toContain('older than 5 years (2015): shown, not used');
  });

  it('draws the static map with competitor points and transit stops where each site’s detail begins', () => {
    const mapPages = Array.from({ length: pdf.pages }, (_, i) => i + 1).filter((p) => /Site map/.test(pdf.pageText(p)));
    expect(mapPages).toHaveLength(3);
    for (const [i, page] of mapPages.entries()) {
      expect(pdf.pageText(page)).toContain(`Site ${i + 1} of 3 in detail`);
      expect(pdf.pageText(page)).toContain('Legend');
      // A competitor dot is about 3 pixels at 50 dpi, the legend's one of them: 20 means several dots are drawn.
      expect(countPixelsNear(pdf, page, COLORS.competitor)).toBeGreaterThan(20);
      expect(countPixelsNear(pdf, page, COLORS.transit)).toBeGreaterThan(10);
    }
  });
});

/** Every SVG path element in a drawn element tree, with its stroke and path data. */
function svgPaths(node: unknown): Array<{ stroke: string; d: string }> {
  if (Array.isArray(node)) return node.flatMap(svgPaths);
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const { props, type } = node as { props: Record<string, unknown>; type: unknown };
  const own = type === Path ? [{ stroke: String(props.stroke), d: String(props.d) }] : [];
  return [...own, ...svgPaths(props.children)];
}

describe('PDF site map streets', () => {
  let t: TestApp;
  let pdf: PdfFile;
  let layers: SiteMapLayers;
  let analysis: SiteAnalysis;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const view = (await t.app.geodata.get()).view;
    const input = sampleReportInput(view, CHICAGO_COFFEE_SITES.slice(0, 1));
    analysis = input.sites[0]?.analysis as SiteAnalysis;
    layers = mapLayersFor(analysis, view);
    pdf = openPdf(await t.app.reports.renderAnalysisPdf(input));
  }, 240_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it('draws the street grid as paths, arterials wider and named, with parks and the lake', () => {
    const arterials = layers.streets.filter((s) => s.arterial).map((s) => s.name);
    expect(layers.streets.length).toBeGreaterThan(50);
    expect(arterials).toEqual(expect.arrayContaining(['N CLARK ST', 'N HALSTED ST', 'W FULLERTON AVE']));
    // The map's SVG has one path per street line in each of the two strokes (casing and line), never empty.
    const paths = svgPaths(StaticMap({ analysis, layers, size: 300, sourceLine: '' }));
    const streetPaths = paths.filter((p) => p.stroke === MAP_COLOURS.street || p.stroke === MAP_COLOURS.arterial);
    expect(streetPaths).toHaveLength(layers.streets.length);
    expect(streetPaths.every((p) => /^M[\d.-]+ [\d.-]+L/.test(p.d))).toBe(true);
    // The map opens the site's detail, after the cover and the decision page.
    const mapPage = 3;
    const page = pdf.pageText(mapPage);
    expect(page).toContain('Site map');
    expect(page).toMatch(/Arterial streets/);
    // The street names are written on the map (pdftotext reads them back), and the lines are there in colour.
    expect(page).toMatch(/Fullerton|Halsted|Clark/);
    expect(countPixelsNear(pdf, mapPage, MAP_COLOURS.arterial, 30)).toBeGreaterThan(150);
    expect(countPixelsNear(pdf, mapPage, MAP_COLOURS.park, 20)).toBeGreaterThan(300);
    expect(countPixelsNear(pdf, mapPage, MAP_COLOURS.water, 20)).toBeGreaterThan(300);
  });
});

describe('PDF analysis report edge cases', () => {
  let t: TestApp;
  let view: GeoView;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    view = (await t.app.geodata.get()).view;
  }, 240_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it('a three-site report puts the comparison first, says when two sites are the same place and keeps labels whole', async () => {
    // "60614" sits inside the second label: replacing it there printed "2400 N Lincoln Ave, Chicago, IL Site 1".
    const sites = [
      { label: '60614', lat: 41.9217, lon: -87.6489 },
      { label: '2400 N Lincoln Ave, Chicago, IL 60614', lat: 41.92541, lon: -87.64903 },
      { label: '2400 N. Lincoln Avenue, Chicago', lat: 41.92542, lon: -87.64904 },
    ];
    const { analyses, comparison } = runAnalysis(createEngineContext(view), {
      businessType: 'nail-salon',
      sites: sites.map((s) => ({ ...s, precision: 'coordinates' as const })),
      radiusMiles: 1,
      plan: 'complete',
    });
    if (!comparison) throw new Error('three sites are compared');
    const pdf = openPdf(
      await t.app.reports.renderAnalysisPdf({
        title: 'Nail salon - 3 sites',
        businessTypeLabel: 'Nail salon',
        createdAt: new Date('2026-11-22T12:00:00Z'),
        sites: analyses.map((analysis, i) => ({ address: sites[i]?.label ?? '', analysis })),
        comparison,
        dashboardUrl: 'https://sitescout.example/app/analyses/three',
      }),
    );
    const page2 = pdf.pageText(2).replace(/\s+/g, ' ');
    expect(page2).toContain('Site comparison');
    expect(page2).toContain('Site 2: 2400 N Lincoln Ave, Chicago, IL 60614');
    expect(page2).toMatch(/Same place: Site 2 and Site 3 are within \d+ m of each other/);
    expect(pdf.text).not.toMatch(/IL Site \d/);
    // Sites 2 and 3 are one location: they share a rank and neither wins a criterion over the other.
    const ranks = new Map(comparison.ranking.map((r) => [r.label, r.rank]));
    expect(ranks.get(sites[1]?.label ?? '')).toBe(ranks.get(sites[2]?.label ?? ''));
    for (const c of comparison.criteria) expect([sites[1]?.label, sites[2]?.label]).not.toContain(c.winner);
    // The comparison (its reasons may run onto a second page) comes before the first site's pages.
    const firstSitePage = Array.from({ length: pdf.pages }, (_, i) => pdf.pageText(i + 1)).findIndex((t) =>
      t.includes('SITE 1 OF 3'),
    );
    expect([2, 3]).toContain(firstSitePage);
  }, 120_000);

  it('a one-site report has no comparison page', async () => {
    const one = sampleReportInput(view, CHICAGO_COFFEE_SITES.slice(0, 1));
    const pdf = openPdf(await t.app.reports.renderAnalysisPdf(one));
    expect(pdf.text).toContain('SITE 1 OF 1');
    expect(pdf.text).not.toContain('Site comparison');
    expect(pdf.text).toMatch(/^[ \t]*Sources and methods[ \t]*$/m);
    // A percentile never reads as all or none of the others (the sample site ranks above 99 % of ZIP areas).
    expect(pdf.text).toContain('above 99%');
    expect(pdf.text).not.toMatch(/\b(100|0)th\b/);
  }, 60_000);

  it('draws the competitors from the analysis itself when it came from another data pack, and says the stops are not drawn', async () => {
    const one = sampleReportInput(view, CHICAGO_COFFEE_SITES.slice(0, 1));
    // The map opens the site's detail: page 3, after the cover and the decision page.
    const same = openPdf(await t.app.reports.renderAnalysisPdf(one));
    const competitorsDrawn = countPixelsNear(same, 3, COLORS.competitor, 12);
    const stopsDrawn = countPixelsNear(same, 3, COLORS.transit, 12);
    const site = one.sites[0];
    if (!site) throw new Error('one site');
    site.analysis = { ...site.analysis, dataVersion: '0'.repeat(64) };
    // The layers come from the analysis's own entries: the same points at the same places, with no pack at all.
    const expected = site.analysis.competitors.list.map((c, i) => ({
      lat: c.lat,
      lon: c.lon,
      name: c.name,
      rank: i + 1,
    }));
    expect(expected.length).toBeGreaterThan(5);
    expect(mapLayersFor(site.analysis, view).competitors).toEqual(expected);
    expect(mapLayersFor(site.analysis, undefined).competitors).toEqual(expected);
    const pdf = openPdf(await t.app.reports.renderAnalysisPdf(one));
    // The legend's note, read in drawing order (the map's street names sit beside it on the same lines).
    expect(pdf.drawnText().replace(/\s+/g, ' ')).toContain(
      'Transit stops are not drawn: the analysis was computed from an earlier data pack',
    );
    // Competitor dots as many as before; the stops' dots gone but for the legend's (at 50 dpi a map dot is a pixel
    // or two, the legend's dot about five).
    expect(competitorsDrawn).toBeGreaterThan(10);
    expect(countPixelsNear(pdf, 3, COLORS.competitor, 12)).toBeGreaterThanOrEqual(competitorsDrawn * 0.9);
    expect(stopsDrawn).toBeGreaterThan(10);
    expect(countPixelsNear(pdf, 3, COLORS.transit, 12)).toBeLessThan(stopsDrawn / 2);
  }, 60_000);

  /** A one-site report whose site is analysed at another precision (and country) than the sample's. */
  async function reportFor(site: { precision: 'zip' | 'city'; country?: string; lat?: number; lon?: number }) {
    const one = sampleReportInput(view, CHICAGO_COFFEE_SITES.slice(0, 1));
    const first = one.sites[0];
    if (!first) throw new Error('one site');
    const { lat, lon } = { lat: first.analysis.site.lat, lon: first.analysis.site.lon, ...site };
    const input = { label: first.analysis.site.label, lat, lon, precision: site.precision, country: site.country };
    first.analysis = analyzeSite(createEngineContext(view), getBusinessType('coffee-shop'), input, 1);
    return openPdf(await t.app.reports.renderAnalysisPdf(one));
  }

  it('a ZIP-located site prints rounded distances and no zoning district', async () => {
    const text = (await reportFor({ precision: 'zip' })).text.replace(/\s+/g, ' ');
    expect(text).toContain('located only to its ZIP code area');
    // (the PDF's table text wraps: "site location ap- … proximate")
    expect(text).toContain('Nearest competitor (site location ap');
    expect(text).not.toContain('no zoning data is loaded');
    // Every competitor in the printed list is "within about 1 mi", none at a measured distance.
    expect(count(text, 'within about 1')).toBeGreaterThanOrEqual(10);
    expect(text).not.toMatch(/Dunkin' \(chain\) 0\.\d\d mi/);
    expect(text).toContain('Zoning not checked — place the pin on the parcel');
  }, 60_000);

  it('a site abroad prints its location and map and names the sections that need U.S. data', async () => {
    const pdf = await reportFor({ precision: 'city', country: 'GB', lat: 51.50853, lon: -0.12574 });
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toMatch(/outside the United States \(GB\): demographics, competitors, .* need U\.S\. data/);
    expect(text).toContain('Site map');
    expect(text).not.toContain('Age bands');
    expect(text).not.toContain('Revenue forecast');
  }, 60_000);

  it('prints the capacity check: expected against observed establishments, with provenance', async () => {
    const one = sampleReportInput(view, CHICAGO_COFFEE_SITES.slice(0, 1));
    const cap = one.sites[0]?.analysis.capacity;
    if (!cap?.expected || !cap.observed) throw new Error('the engine estimates capacity for coffee shops in Chicago');
    const pdf = openPdf(await t.app.reports.renderAnalysisPdf(one));
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toMatch(/Capacity .* Expected [\d.,]+ \[est\. E\d+\]/);
    expect(text).toMatch(/observed [\d.,]+ \[(S|est\. E)\d+\], gap -?[\d.,]+ \[est\. E\d+\]/);
    expect(text).toContain(pdfText(cap.summary).replace(/\s+/g, ' '));
  }, 60_000);

  it('says plainly when an analysis has no capacity estimate', async () => {
    const one = sampleReportInput(view, CHICAGO_COFFEE_SITES.slice(0, 1));
    const site = one.sites[0];
    if (!site) throw new Error('one site');
    const { capacity: _dropped, ...older } = site.analysis;
    site.analysis = older;
    const pdf = openPdf(await t.app.reports.renderAnalysisPdf(one));
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('This analysis has no market-capacity estimate');
  }, 60_000);

  it('a service trade gets the industry benchmark table with pass and fail per criterion', async () => {
    const { analyses } = runAnalysis(createEngineContext(view), {
      businessType: 'hvac',
      sites: [{ label: 'Naperville, IL', lat: 41.7508, lon: -88.1535 }],
      radiusMiles: 15,
    });
    const analysis = analyses[0];
    if (!analysis?.benchmarkCheck.applicable) throw new Error('HVAC has spec benchmarks');
    const pdf = openPdf(
      await t.app.reports.renderAnalysisPdf({
        title: 'HVAC - Naperville',
        businessTypeLabel: analysis.businessType.label,
        createdAt: new Date(),
        sites: [{ address: 'Naperville, IL', analysis }],
        dashboardUrl: 'https://sitescout.example/app/analyses/hvac',
      }),
    );
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const row of analysis.benchmarkCheck.rows) {
      expect(text).toContain(pdfText(row.criterion));
    }
    expect(text).toMatch(/\b(PASS|FAIL|NEAR)\b/);
    // Issue 40: plumbing and HVAC are one Census trade, and the PDF says so where it gives the forecast.
    expect(analysis.forecast.available).toBe(true);
    expect(text).toContain('Plumbing and HVAC contractors are one Census trade');
    expect(text).toContain(
      `${analysis.benchmarkCheck.passed} of ${analysis.benchmarkCheck.rows.length} benchmarks met`,
    );
  }, 60_000);

  it('outside data coverage says "no … data for this area" instead of showing numbers', async () => {
    const { analyses } = runAnalysis(createEngineContext(view), {
      businessType: 'bakery',
      sites: [{ label: 'Denver, CO', lat: 39.7392, lon: -104.9903 }],
    });
    const analysis = analyses[0];
    if (!analysis) throw new Error('one analysis');
    const pdf = openPdf(
      await t.app.reports.renderAnalysisPdf({
        title: 'Bakery - Denver',
        businessTypeLabel: 'Bakery',
        createdAt: new Date(),
        sites: [{ address: 'Denver, CO', analysis }],
        dashboardUrl: 'https://sitescout.example/app/analyses/denver',
      }),
    );
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('no place data for this area');
    expect(text).toContain('Not enough transit data within walking distance');
    expect(text).toContain('Zoning not checked');
    expect(text).not.toMatch(/Competitors within 1 mi \d/);
  }, 60_000);

  it('an analysis that ran on partial data says so on its cover', async () => {
    const notice = partialDataNotice([{ fips: '19153', label: 'Polk County, IA' }], true) ?? '';
    const one = sampleReportInput(view, CHICAGO_COFFEE_SITES.slice(0, 1));
    const partial = openPdf(await t.app.reports.renderAnalysisPdf({ ...one, dataNotice: notice }));
    const cover = partial.pageText(1).replace(/\s+/g, ' ');
    expect(cover).toContain('Partial data');
    expect(cover).toContain('could not be fetched (the server has no network connection just now)');
    const plain = openPdf(await t.app.reports.renderAnalysisPdf(one));
    expect(plain.pageText(1)).not.toContain('Partial data');
  }, 120_000);

  it('refuses a report with no sites', async () => {
    const empty = { ...sampleReportInput(view, CHICAGO_COFFEE_SITES.slice(0, 1)), sites: [] };
    await expect(renderAnalysisPdf(empty)).rejects.toThrow(/at least one site/);
  });
});
