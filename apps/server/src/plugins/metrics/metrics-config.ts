import { ConfigError } from '../../config/config-error.js';
import { type Env, optionalString } from '../../config/env-parsers.js';

/** Who may read `GET /metrics`. */
export interface MetricsConfig {
  /**
   * METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>` (from anywhere); unset, only a
   * direct connection from this machine's loopback may read the metrics. Never logged.
   */
  token: string | undefined;
}

/** Long enough not to be guessed by a scraper's neighbours. */
const MIN_TOKEN_LENGTH = 16;

export function loadMetricsConfig(env: Env): MetricsConfig {
  const token = optionalString(env, 'METRICS_TOKEN');
  if (token !== undefined && token.length < MIN_TOKEN_LENGTH) {
    throw new ConfigError('METRICS_TOKEN', `must be at least ${MIN_TOKEN_LENGTH} characters long`);
  }
  return { token };
}
