import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProgressReporter, SourceProgress } from '../fetch/progress.js';
import { SOURCE_NAMES } from '../fetch/run-fetch.js';

/** Where a county's fetch and build stand, as every process reads it from the shared pack folder. */
export interface CountyFetchStatus {
  fips: string;
  /** e.g. "DuPage County, IL". */
  label: string;
  state: 'fetching' | 'building' | 'ready' | 'failed';
  /** The source being fetched ("gazetteer", "census-acs" …) or "build". */
  step: string;
  /** 1-based position of `step` among `steps`. */
  stepNumber: number;
  steps: number;
  /** Requests, pages or tiles of the step done, of `total` when known (from the fetch's own progress). */
  done: number;
  total: number | null;
  /** Share of the whole fetch and build done (0–1). */
  fraction: number;
  startedAt: string;
  updatedAt: string;
  /** Whole minutes still to go (an estimate; at least 1 until ready). */
  minutesLeft: number;
  error: string | null;
}

/** The steps in order: the Gazetteer, each source of `data:fetch`, then the county's pack build. */
export const COUNTY_STEPS: readonly string[] = ['gazetteer', ...SOURCE_NAMES, 'build'];

/**
 * Minutes a county takes before anything is measured: the sources ask a request a second (the polite limit),
 * a county needs a few hundred requests at most, and the national Gazetteer files are a few MB.
 */
export const FIRST_ESTIMATE_MINUTES = 5;

function statusFile(dir: string): string {
  return join(dir, 'status.json');
}

export function readCountyFetchStatus(dir: string): CountyFetchStatus | null {
  try {
    return JSON.parse(readFileSync(statusFile(dir), 'utf8')) as CountyFetchStatus;
  } catch {
    return null;
  }
}

export function writeCountyFetchStatus(dir: string, status: CountyFetchStatus): void {
  mkdirSync(dir, { recursive: true });
  const file = statusFile(dir);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(status)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Minutes left from the pace so far; the first estimate until a tenth is done. */
export function minutesLeft(fraction: number, elapsedMs: number): number {
  if (fraction >= 1) return 0;
  if (fraction < 0.1) return FIRST_ESTIMATE_MINUTES;
  return Math.max(1, Math.ceil((elapsedMs * (1 - fraction)) / fraction / 60_000));
}

/**
 * A {@link ProgressReporter} for `data:fetch` that keeps the county's status file current (at most every
 * `everyMs`, and at each source's start and end), plus `building`, `ready` and `failed` for the steps after it.
 */
export function createCountyStatusReporter(
  dir: string,
  fips: string,
  label: string,
  now: () => number = Date.now,
  everyMs = 250,
): ProgressReporter & {
  building(): void;
  ready(label: string): void;
  failed(message: string): void;
  current(): CountyFetchStatus;
} {
  const started = now();
  let lastWrite = 0;
  let status: CountyFetchStatus = {
    fips,
    label,
    state: 'fetching',
    step: 'gazetteer',
    stepNumber: 1,
    steps: COUNTY_STEPS.length,
    done: 0,
    total: null,
    fraction: 0,
    startedAt: new Date(started).toISOString(),
    updatedAt: new Date(started).toISOString(),
    minutesLeft: FIRST_ESTIMATE_MINUTES,
    error: null,
  };
  const write = (change: Partial<CountyFetchStatus>, force: boolean) => {
    const t = now();
    const next = { ...status, ...change };
    const index = Math.max(0, COUNTY_STEPS.indexOf(next.step));
    const within = next.total ? Math.min(1, next.done / next.total) : 0;
    const fraction = next.state === 'ready' ? 1 : Math.min(0.99, (index + within) / COUNTY_STEPS.length);
    status = {
      ...next,
      stepNumber: index + 1,
      fraction,
      updatedAt: new Date(t).toISOString(),
      minutesLeft: minutesLeft(fraction, t - started),
    };
    if (!force && t - lastWrite < everyMs) return;
    lastWrite = t;
    writeCountyFetchStatus(dir, status);
  };
  write({}, true);
  return {
    source(name): SourceProgress {
      write({ step: name, done: 0, total: null }, true);
      return {
        step: (done, total) => write({ done, total }, false),
        bytes: (received, total) => {
          // A download of known size: its bytes are the step's progress.
          if (total) write({ done: received, total }, false);
        },
        note: () => undefined,
        finish: () => write({ done: 1, total: 1 }, true),
        fail: () => write({}, true),
      };
    },
    building: () => write({ state: 'building', step: 'build', done: 0, total: null }, true),
    ready: (finalLabel) => write({ state: 'ready', label: finalLabel, step: 'build', done: 1, total: 1 }, true),
    failed: (message) => write({ state: 'failed', error: message }, true),
    current: () => status,
  };
}

/** "Getting the official data for DuPage County, IL — about 4 minutes (census-acs 3/12)". */
export function countyProgressLine(label: string, status: CountyFetchStatus | null, firstMinutes: number): string {
  const minutes = status?.minutesLeft ?? firstMinutes;
  const about = `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  if (!status) return `Getting the official data for ${label} — ${about}`;
  const step = status.state === 'building' ? 'building' : status.step;
  const count = status.total ? ` ${Math.min(status.done, status.total)}/${status.total}` : '';
  return `Getting the official data for ${status.label} — ${about} (${step}${count}, step ${status.stepNumber} of ${status.steps})`;
}
