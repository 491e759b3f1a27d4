import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDownloads } from '../src/build/import-downloads.js';
import { UnmappedCounter } from '../src/categories/unmapped-counter.js';
import { parseAreaArg, resolveArea } from '../src/fetch/area.js';
import { loadFetchConfig } from '../src/fetch/fetch-config.js';
import type { ProgressReporter } from '../src/fetch/progress.js';
import { runFetch } from '../src/fetch/run-fetch.js';
import { zipsOfArea } from '../src/fetch/sources/business-patterns.js';
import { zctasInBox } from '../src/fetch/sources/census-acs.js';
import { importUspsZipLocale } from '../src/importers/census/relationships.js';
import { parseCsv } from '../src/io/read.js';
import { dataText, geodataDir } from './helpers/data.js';
import { type OfficialStandIn, startOfficialStandIn } from './helpers/official-stand-in.js';

const gazetteer = (kind: string) => dataText(`census/gazetteer-2025/2025_Gaz_${kind}_national.txt`);
const quiet: ProgressReporter = {
  source: () => ({ step() {}, bytes() {}, note() {}, finish() {}, fail() {} }),
};

describe('data:fetch asks ZIP Code Business Patterns for every ZIP of the area', () => {
  const zcta = gazetteer('zcta');
  const counties = gazetteer('counties');
  const places = gazetteer('place');
  const usps = importUspsZipLocale(dataText('census/relationships/usps_ZIP_Locale_Detail.csv'));
  const zctaIds = new Set(parseCsv(zcta, '|').map((r) => r.GEOID?.trim()));

  it.each(['Peoria', 'Springfield', 'Naperville', 'Champaign', 'Rockford', 'Aurora', 'Joliet', 'Evanston'])(
    '%s, IL: every ZIP code area the Postal Service files under the town is asked, and not many more than the box holds',
    (town) => {
      const area = resolveArea(parseAreaArg(`${town}, IL`), counties, places);
      const asked = new Set(zipsOfArea(zcta, area.bbox));
      // The reference nobody here wrote: the USPS ZIP locale table's delivery ZIPs of that town (ZCTAs only: a PO-box
      // ZIP has no area to apportion).
      const postal = [...usps.entries()]
        .filter(([zip, c]) => c.city === town.toUpperCase() && c.state === 'IL' && zctaIds.has(zip))
        .map(([zip]) => zip);
      expect(postal.length).toBeGreaterThan(0);
      expect(postal.filter((zip) => !asked.has(zip))).toEqual([]);
      expect(asked.size).toBeLessThan(4 * Math.max(10, zctasInBox(zcta, area.bbox).length));
    },
  );

  it('a ZIP straddling the edge is asked though its internal point lies outside the box (Winnebago, 61088, filed under Rockford)', () => {
    const area = resolveArea(parseAreaArg('Rockford, IL'), counties, places);
    expect(zctasInBox(zcta, area.bbox)).not.toContain('61088');
    expect(zipsOfArea(zcta, area.bbox)).toContain('61088');
  });

  describe('against the stand-in Census API (ZBP 2018 answers from the ZIP files the API returned, see ../shared/data)', () => {
    let standIn: OfficialStandIn;
    let root: string;
    beforeAll(async () => {
      standIn = await startOfficialStandIn();
      root = mkdtempSync(join(tmpdir(), 'sitescout-zbp-'));
    }, 60_000);
    afterAll(async () => {
      await standIn?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('every Chicago ZIP with published ZBP rows is fetched and loaded with the Census count itself', async () => {
      const run = await runFetch({
        areaText: 'Chicago, IL',
        config: loadFetchConfig({
          CENSUS_API_URL: `${standIn.url}/census`,
          GAZETTEER_URL: `${standIn.url}/gazetteer`,
          FETCH_MIN_INTERVAL_MS: '0',
          FETCH_RETRIES: '3',
          FETCH_RETRY_BASE_MS: '50',
        }),
        downloadsDir: join(root, 'downloads'),
        reporter: quiet,
        only: ['business-patterns'],
      });
      expect(run.failed).toEqual([]);
      const asked = standIn.requests
        .filter((r) => r.url.pathname === '/census/2018/zbp')
        .flatMap((r) => (r.url.searchParams.get('for') ?? '').replace('zipcode:', '').split(','));
      // The suburban ZIPs partly inside the City (Elmwood Park 60707, Riverdale/Calumet Park 60827) included.
      const published = readdirSync(join(geodataDir(), 'business-patterns/zbp-2018')).map(
        (f) => /zipcode(\d{5})/.exec(f)?.[1] as string,
      );
      expect(published).toContain('60707');
      expect(published.filter((zip) => !asked.includes(zip))).toEqual([]);
      const loaded = importDownloads(join(root, 'downloads'), new UnmappedCounter());
      expect(new Set(loaded.businessCountZips)).toEqual(new Set(published));
      // Every industry's count of all establishments (size class 1), as the Census Bureau published it for the ZIP.
      for (const zip of ['60614', '60707', '60827']) {
        const published = parseCsv(dataText(`business-patterns/zbp-2018/zipcode${zip}-census-naics6-2018.csv`))
          .filter((r) => r.Employees === '1' && /^\d{6}$/.test(r.Naics ?? ''))
          .map((r) => [r.Naics, Number(r.Establishments)]);
        expect(published.length).toBeGreaterThan(10);
        const got = loaded.businessCounts
          .filter((r) => r.geography === 'zip' && r.geoId === zip)
          .map((r) => [r.naics, r.establishments]);
        expect(new Map(got)).toEqual(new Map(published));
      }
      expect(loaded.businessCounts.find((r) => r.geography === 'zip')).toMatchObject({
        source: 'U.S. Census Bureau, ZIP Code Business Patterns (Census API)',
        vintage: '2018',
      });
    }, 120_000);
  });
});
