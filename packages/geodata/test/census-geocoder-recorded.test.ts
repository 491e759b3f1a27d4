import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflineGeocoder } from '../src/geocode/offline-geocoder.js';
import type { GeocodeResult, Geocoder } from '../src/model/geocode.js';
import { CensusGeocoder } from '../src/online/census-geocoder.js';
import { ChainGeocoder } from '../src/online/chain-geocoder.js';
import { MinIntervalLimiter } from '../src/online/rate-limiter.js';
import { Reachability, ReachableGeocoder } from '../src/online/reachability.js';
import { realOfflineGeocoder } from './helpers/offline-geocoder.js';
import { startStandIn } from './helpers/stand-in.js';

/**
 * The Census geocoder's stand-in answers with bodies the real service returned (fixtures/census-geocoder/README.md:
 * fitnr/censusgeocode's recorded cassette tests/fixtures/address-locations.yaml, 31 Oct 2017), whatever it is asked.
 */
const recorded = readFileSync(join(import.meta.dirname, 'fixtures/census-geocoder/1600-pennsylvania-ave.json'), 'utf8');
const noMatch = JSON.stringify({ result: { ...JSON.parse(recorded).result, addressMatches: [] } });

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let offline: OfflineGeocoder;
let answer: 'match' | 'none' = 'match';

beforeAll(async () => {
  offline = realOfflineGeocoder();
  standIn = await startStandIn((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(answer === 'match' ? recorded : noMatch);
  });
});
afterAll(() => standIn.close());

const census = () => new CensusGeocoder(`${standIn.url}/geocoder`, new MinIntervalLimiter(0));

describe('U.S. Census geocoder against a stand-in built from its recorded answers', () => {
  it('reads the recorded match: the point on the street segment, its ZIP and state', async () => {
    answer = 'match';
    expect(await census().geocode('1600 Pennsylvania Avenue NW, Washington, DC 20500')).toMatchObject({
      lat: 38.898754,
      lon: -77.03535,
      precision: 'street',
      label: '1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20502',
      zip: '20502',
      state: 'DC',
      provider: 'census',
    });
    const asked = standIn.requests.at(-1)?.url;
    expect(asked?.pathname).toBe('/geocoder/locations/onelineaddress');
    expect(asked?.searchParams.get('benchmark')).toBe('Public_AR_Current');
  });

  it('a street outside the offline data is asked online and placed on its street when the answer is in that town', async () => {
    answer = 'match';
    const chain = new ChainGeocoder(offline, [census()]);
    const before = standIn.requests.length;
    const r = await chain.geocode('1600 Pennsylvania Ave NW, Washington, DC');
    expect(r).toMatchObject({ provider: 'census', precision: 'street', state: 'DC' });
    expect(standIn.requests.length).toBe(before + 1);
  });

  it('an online answer in another town is refused: the named town binds, and its centre answers', async () => {
    answer = 'match';
    const refused: string[] = [];
    const chain = new ChainGeocoder(offline, [census()], (_p, e) => refused.push(String(e)));
    const r = await chain.geocode('1600 Pennsylvania Ave, Evanston, IL');
    expect(r).toMatchObject({ provider: 'offline-place', label: 'Evanston, IL', precision: 'city' });
    expect(r.note).toMatch(/^placed at the town centre, about 3\.\d mi across/);
    expect(refused.join()).toMatch(/placed it outside Evanston, IL/);
  });

  it('no match online: the town centre, never a refusal', async () => {
    answer = 'none';
    const r = await new ChainGeocoder(offline, [census()]).geocode('1000 Ogden Ave, Naperville');
    expect(r).toMatchObject({ provider: 'offline-place', label: 'Naperville, IL', streetFallback: true });
  });

  it('Chicago streets, ZIPs, towns and foreign cities are answered offline without asking', async () => {
    answer = 'match';
    const before = standIn.requests.length;
    const chain = new ChainGeocoder(offline, [census()]);
    for (const q of ['2400 N Clark St, Chicago, IL', '60614', 'Naperville, IL', '10 Downing Street, London'])
      await chain.geocode(q);
    expect(standIn.requests.length).toBe(before);
  });
});

describe('without a network nothing waits', () => {
  /** Counts the calls that reach the real geocoder behind the guard. */
  function counted(inner: Geocoder): Geocoder & { calls: number } {
    const c = {
      id: inner.id,
      calls: 0,
      geocode(q: string): Promise<GeocodeResult> {
        c.calls++;
        return inner.geocode(q);
      },
    };
    return c;
  }

  it('a failed name lookup is remembered: later addresses skip the online geocoder and get their town at once', async () => {
    let clock = 0;
    const reachability = new Reachability(60_000, () => clock);
    // ".invalid" never resolves (RFC 6761): the DNS failure a server without a network sees.
    const inner = counted(new CensusGeocoder('http://geocoder.invalid/geocoder', new MinIntervalLimiter(0)));
    const chain = new ChainGeocoder(offline, [new ReachableGeocoder(inner, reachability)]);
    const first = await chain.geocode('1000 Lake St, Oak Park');
    expect(first).toMatchObject({ provider: 'offline-place', label: 'Oak Park, IL' });
    expect(inner.calls).toBe(1);
    expect(reachability.isOffline()).toBe(true);
    for (const q of ['150 W Jefferson St, Joliet', '1601 Chicago Ave, Evanston IL'])
      expect(await chain.geocode(q)).toMatchObject({ provider: 'offline-place', streetFallback: true });
    expect(inner.calls).toBe(1);
    // After a while the server tries again.
    clock += 61_000;
    expect(reachability.isOffline()).toBe(false);
    await chain.geocode('1000 Ogden Ave, Naperville');
    expect(inner.calls).toBe(2);
  });

  it('a refused connection counts as offline too; a service error does not', async () => {
    const reachability = new Reachability(60_000);
    // A port nothing listens on any more.
    const closed = await startStandIn(() => undefined);
    await closed.close();
    const refused = new ReachableGeocoder(
      new CensusGeocoder(`${closed.url}/geocoder`, new MinIntervalLimiter(0)),
      reachability,
    );
    await expect(refused.geocode('1000 Lake St, Oak Park, IL')).rejects.toThrow(/ECONNREFUSED/);
    expect(reachability.isOffline()).toBe(true);
    const other = new Reachability(60_000);
    answer = 'none';
    await expect(new ReachableGeocoder(census(), other).geocode('1 Nowhere Rd, Oak Park, IL')).rejects.toThrow(
      /found no address/,
    );
    expect(other.isOffline()).toBe(false);
  });
});
