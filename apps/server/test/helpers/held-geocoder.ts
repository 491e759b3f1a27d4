import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An address no geocoder knows: the offline street index misses it, so it goes to the online geocoder. */
export const HELD_ADDRESS = '4321 N Nonesuch Ave';

export interface HeldGeocoder {
  /** For GEOCODER_URL. */
  url: string;
  /** Every query received, oldest first. */
  queries: string[];
  /** Answers the held lookups (and every later one) at once. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A Nominatim stand-in on 127.0.0.1 (the online geocoder for addresses the offline street index cannot place). It
 * knows no address, and holds its answer for `HELD_ADDRESS` until `release()`: a batch with that address at row N is
 * caught with the slices before N's stored and the rest pending, however fast the engine scores.
 */
export async function startHeldGeocoder(): Promise<HeldGeocoder> {
  const queries: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('q') ?? '';
    queries.push(q);
    const answer = () => {
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('[]');
    };
    if (q.includes(HELD_ADDRESS)) void released.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`,
    queries,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
