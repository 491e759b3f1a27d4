import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildDataPack } from '@sitescout/geodata';
import type { FastifyInstance } from 'fastify';
import { GEOCODER_FILES, geodataSubset } from './helpers/geo-pack.js';

let pack: { packDir: string; geodataDir: string } | undefined;

/**
 * One small real data pack per test file: the geocoder's files (Gazetteer, ZIP cities, ACS population, libraries)
 * plus Chicago's Google Places restaurants and cafés, so analyses find real competitors.
 */
export function smallPackEnv(): Record<string, string> {
  if (!pack) {
    const geodataDir = geodataSubset([...GEOCODER_FILES, 'places/chicago-google-places-2025/chicago_restaurants.csv']);
    const packDir = mkdtempSync(join(tmpdir(), 'sitescout-analyses-pack-'));
    buildDataPack(geodataDir, packDir);
    pack = { packDir, geodataDir };
  }
  return { GEODATA_PACK_DIR: pack.packDir, GEODATA_DIR: pack.geodataDir };
}

/** Job settings that make retries and the stuck-job sweep quick enough to watch in a test. */
export const FAST_JOBS_ENV = {
  JOB_POLL_SECONDS: '1',
  JOB_RETRY_LIMIT: '1',
  JOB_RETRY_DELAY_SECONDS: '1',
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface AnalysisJson {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: { settled: boolean; report: string; email: string };
  [key: string]: unknown;
}

/** Starts an analysis as the token's account (`POST /api/analyses`); throws unless it was queued (202). Its id. */
export async function startAnalysis(app: FastifyInstance, token: string, payload: object): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/analyses', headers: bearer(token), payload });
  if (res.statusCode !== 202) throw new Error(`analysis not started: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** Polls `GET /api/analyses/:id` until the analysis is settled: failed, or done with its PDF and e-mail (or `maxWaitMs` passes). */
export async function waitForAnalysis(
  app: FastifyInstance,
  token: string,
  id: string,
  maxWaitMs = 60_000,
): Promise<AnalysisJson> {
  const until = Date.now() + maxWaitMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: bearer(token) });
    const body = res.json() as AnalysisJson;
    // Settled: the result is stored and the PDF and e-mail that follow it are done too (or given up on).
    if (body.progress.settled) return body;
    if (Date.now() > until) throw new Error(`analysis ${id} still ${body.status} after ${maxWaitMs} ms`);
    await sleep(250);
  }
}
