import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflineGeocoder } from '../src/geocode/offline-geocoder.js';
import { GeocodeError } from '../src/model/geocode.js';
import { CensusGeocoder } from '../src/online/census-geocoder.js';
import { ChainGeocoder } from '../src/online/chain-geocoder.js';
import { NominatimGeocoder } from '../src/online/nominatim-geocoder.js';
import { MinIntervalLimiter } from '../src/online/rate-limiter.js';
import { realOfflineGeocoder } from './helpers/offline-geocoder.js';
import { sendJson, startStandIn } from './helpers/stand-in.js';

/** What each stand-in does with the next request: answer, find nothing, or fail. */
const mode = { census: 'answer', nominatim: 'answer' } as Record<'census' | 'nominatim', 'answer' | 'none' | 'fail'>;

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let offline: OfflineGeocoder;
let chain: ChainGeocoder;

beforeAll(async () => {
  offline = realOfflineGeocoder();
  standIn = await startStandIn((req, res) => {
    const census = req.url.pathname.startsWith('/census');
    const m = mode[census ? 'census' : 'nominatim'];
    if (m === 'fail') return sendJson(res, 500, { error: 'stand-in failure' });
    if (census)
      return sendJson(res, 200, {
        result: {
          addressMatches:
            m === 'none'
              ? []
              : [
                  {
                    matchedAddress: '1234 MAIN ST, EVANSTON, IL, 60202',
                    coordinates: { x: -87.6846, y: 42.0339 },
                    addressComponents: { zip: '60202', state: 'IL' },
                  },
                ],
        },
      });
    return sendJson(
      res,
      200,
      m === 'none'
        ? []
        : [{ lat: '42.0340', lon: '-87.6850', display_name: '1234 Main Street, Evanston', addresstype: 'building' }],
    );
  });
  const limiter = () => new MinIntervalLimiter(0);
  // The server's order: the Census geocoder (CENSUS_GEOCODER_URL), then Nominatim/Photon (GEOCODER_URL).
  chain = new ChainGeocoder(offline, [
    new CensusGeocoder(`${standIn.url}/census`, limiter()),
    new NominatimGeocoder(`${standIn.url}/nominatim`, limiter()),
  ]);
});

afterAll(() => standIn.close());

function reset(census: (typeof mode)['census'], nominatim: (typeof mode)['nominatim']): void {
  mode.census = census;
  mode.nominatim = nominatim;
  standIn.requests.length = 0;
}

const asked = () => standIn.requests.map((r) => r.url.pathname.split('/')[1]);

describe('geocoder chain: offline street → Census → Nominatim → ZIP → city', () => {
  it('a Chicago street address is answered offline; no online geocoder is asked', async () => {
    reset('answer', 'answer');
    const result = await chain.geocode('1600 W Chicago Ave, Chicago, IL 60622');
    expect(result).toMatchObject({ provider: 'offline-street', precision: 'street' });
    expect(asked()).toEqual([]);
  });

  it('outside Chicago the Census geocoder answers first', async () => {
    reset('answer', 'answer');
    const result = await chain.geocode('1234 Main St, Evanston, IL 60201');
    expect(result).toMatchObject({ provider: 'census', precision: 'street', zip: '60202' });
    expect(asked()).toEqual(['census']);
  });

  it('when the Census geocoder finds nothing, Nominatim answers', async () => {
    reset('none', 'answer');
    const result = await chain.geocode('1234 Main St, Evanston, IL 60201');
    expect(result).toMatchObject({ provider: 'nominatim', precision: 'rooftop' });
    expect(asked()).toEqual(['census', 'nominatim']);
  });

  it('when both fail, the ZIP answers, and without a ZIP the city', async () => {
    reset('fail', 'none');
    const zip = await chain.geocode('1234 Main St, Evanston, IL 60201');
    expect(zip).toMatchObject({ provider: 'offline-zcta', precision: 'zip', zip: '60201' });
    expect(zip.note).toMatch(/^placed at the ZIP code area's centre/);
    expect(asked()).toEqual(['census', 'nominatim']);
    reset('none', 'fail');
    const city = await chain.geocode('1234 Main St, Evanston, IL');
    expect(city).toMatchObject({ provider: 'offline-place', precision: 'city', label: 'Evanston, IL' });
  });

  it('an unknown Chicago street goes online, and when nobody knows it the did-you-mean error stands', async () => {
    reset('none', 'none');
    const error = await chain.geocode('123 Fake St, Chicago, IL 60614').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocodeError);
    expect((error as GeocodeError).message).toMatch(/no street named 'Fake St' in Chicago — did you mean/);
    expect(asked()).toEqual(['census', 'nominatim']);
  });

  it('bad input never reaches an online geocoder', async () => {
    reset('answer', 'answer');
    for (const bad of ['P.O. Box 12, Chicago, IL 60690', '', '95, 200'])
      await expect(chain.geocode(bad)).rejects.toMatchObject({ code: 'GEOCODE_BAD_INPUT' });
    expect(asked()).toEqual([]);
  });
});
