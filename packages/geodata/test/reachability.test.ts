import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../src/online/http.js';
import {
  isOfflineFailure,
  Reachability,
  type ReachabilityChange,
  ReachableGeocoder,
} from '../src/online/reachability.js';

const dnsFailure = () =>
  new UpstreamError('http://geocoder.invalid/x', 0, 'fetch failed (ENOTFOUND)', null, 'ENOTFOUND');

describe('Reachability episodes', () => {
  it('reports an episode once when it begins and once when it ends, however many lookups fail or are skipped', async () => {
    let clock = 1_000;
    const reachability = new Reachability(60_000, () => clock);
    const changes: ReachabilityChange[] = [];
    reachability.onChange((change) => changes.push(change));
    let failing = true;
    const geocoder = new ReachableGeocoder(
      {
        id: 'census',
        async geocode() {
          if (failing) throw dnsFailure();
          return { lat: 41.9, lon: -87.6, precision: 'street' as const, label: 'x', provider: 'census' };
        },
      },
      reachability,
    );
    const failures: unknown[] = [];
    for (let i = 0; i < 1000; i++) {
      await geocoder.geocode(`${i} Main St, Springfield, IL`).catch((error: unknown) => failures.push(error));
      if (i === 500) clock += 61_000; // the memory lapses: the next lookup tries again and fails again
    }
    expect(failures).toHaveLength(1000);
    expect(failures.every(isOfflineFailure)).toBe(true);
    expect(changes).toEqual([
      { state: 'offline', upstream: 'census', reason: expect.stringMatching(/ENOTFOUND/), skipMs: 60_000 },
    ]);
    expect(reachability.status()).toEqual({
      offline: true,
      offlineSince: new Date(1_000).toISOString(),
      offlineEpisodes: 1,
    });

    clock += 61_000;
    failing = false;
    await geocoder.geocode('1 Main St, Springfield, IL');
    await geocoder.geocode('2 Main St, Springfield, IL');
    expect(changes).toHaveLength(2);
    expect(changes[1]).toEqual({ state: 'online', upstream: 'census', offlineMs: 122_000 });
    expect(reachability.status()).toEqual({ offline: false, offlineSince: null, offlineEpisodes: 1 });

    // A second episode is counted and reported anew.
    reachability.wentOffline('county sources', 'no source reached');
    expect(reachability.status()).toMatchObject({ offline: true, offlineEpisodes: 2 });
    expect(changes[2]).toMatchObject({ state: 'offline', upstream: 'county sources' });
  });

  it('a service that answers with an error ends an episode: the network is there', () => {
    const reachability = new Reachability(60_000);
    reachability.observe(dnsFailure(), 'census');
    expect(reachability.isOffline()).toBe(true);
    reachability.observe(new UpstreamError('http://geocoder.test/x', 503, 'busy'), 'census');
    expect(reachability.isOffline()).toBe(false);
    expect(reachability.status()).toMatchObject({ offline: false, offlineEpisodes: 1 });
  });
});
