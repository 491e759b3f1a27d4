import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers a reverse proxy adds: a request carrying them came from elsewhere, even if the proxy runs here. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether this request may read the metrics. With a token: `Authorization: Bearer <token>`, from anywhere. Without:
 * only a direct connection from loopback (the socket's own address, not X-Forwarded-For) that no proxy forwarded,
 * so a reverse proxy on the same machine does not expose the metrics to the internet.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameSecret(header.slice('Bearer '.length), token);
  }
  const address = request.socket?.remoteAddress ?? '';
  return LOOPBACK.has(address) && FORWARDED_HEADERS.every((name) => request.headers[name] === undefined);
}
