import type { ReachabilityStatus } from '@sitescout/geodata';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueDepth } from '../../infra/jobs/queue-depths.js';

/** What can fail, counted in `sitescout_failures_total{kind}`. */
export type FailureKind =
  | 'http_5xx'
  | 'analysis_attempt'
  | 'analysis_failed_for_good'
  | 'pdf_render'
  | 'batch_attempt'
  | 'job_queue';

/** Timed work: an analysis job's attempt, a PDF report's drawing. */
export type TimedWork = 'analysis' | 'pdf';

/** Where the scrape-time figures come from (read at each scrape, nothing polls meanwhile). */
export interface MetricSources {
  queueDepths(): Promise<QueueDepth[]>;
  /** Undefined before the geocoding plugin is registered. */
  upstreams(): ReachabilityStatus | undefined;
}

export interface ServiceMetrics {
  /** Everything `/metrics` prints (this app's own registry: several apps in one test process do not collide). */
  readonly registry: Registry;
  /** One answered request, by its route pattern (not its URL: `/api/analyses/:id`, never an id). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** Runs `work`, recording its duration by outcome; a thrown error also counts as a failure of `failure`. */
  timed<T>(what: TimedWork, failure: FailureKind, work: () => Promise<T>): Promise<T>;
  failed(kind: FailureKind): void;
}

/** Request latencies: 5 ms to 30 s (an analysis start or PDF download is the slow end). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Analyses and PDF reports: 0.1 s to 5 min (JOB_TIMEOUT_SECONDS' default). */
const WORK_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

export function createServiceMetrics(sources: MetricSources): ServiceMetrics {
  const registry = new Registry();
  // Process and Node figures under their usual names: CPU, resident memory, heap, event-loop lag, handles.
  collectDefaultMetrics({ register: registry });

  const http = new Histogram({
    name: 'sitescout_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const durations: Record<TimedWork, Histogram<'outcome'>> = {
    analysis: new Histogram({
      name: 'sitescout_analysis_duration_seconds',
      help: 'One analysis job attempt (engine over every site, the result stored), by outcome',
      labelNames: ['outcome'],
      buckets: WORK_BUCKETS,
      registers: [registry],
    }),
    pdf: new Histogram({
      name: 'sitescout_pdf_render_duration_seconds',
      help: 'Drawing one PDF analysis report on the render threads, by outcome',
      labelNames: ['outcome'],
      buckets: WORK_BUCKETS,
      registers: [registry],
    }),
  };
  const failures = new Counter({
    name: 'sitescout_failures_total',
    help: 'Failures by kind: 5xx answers, analysis attempts and analyses failed for good, PDF renders, batch attempts, job queue errors',
    labelNames: ['kind'],
    registers: [registry],
  });
  new Gauge({
    name: 'sitescout_job_queue_depth',
    help: 'Jobs per queue (all processes): queued (waiting or to be retried) and active (running)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const depth of await sources.queueDepths().catch(() => [])) {
        this.set({ queue: depth.queue, state: 'queued' }, depth.queued);
        this.set({ queue: depth.queue, state: 'active' }, depth.active);
      }
    },
  });
  new Gauge({
    name: 'sitescout_upstream_offline',
    help: '1 while the online geocoders and county sources are unreachable (from the first failure until one answers)',
    registers: [registry],
    collect() {
      this.set(sources.upstreams()?.offline ? 1 : 0);
    },
  });
  new Counter({
    name: 'sitescout_upstream_offline_episodes_total',
    help: 'Episodes without a network since the process started (each logged once when it begins and once when it ends)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.upstreams()?.offlineEpisodes ?? 0);
    },
  });
  // Every kind present from the start, at 0: a rate() over a counter that appears only on its first failure misses it.
  for (const kind of [
    'http_5xx',
    'analysis_attempt',
    'analysis_failed_for_good',
    'pdf_render',
    'batch_attempt',
    'job_queue',
  ] satisfies FailureKind[])
    failures.inc({ kind }, 0);

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      http.observe({ method, route, status_code: String(statusCode) }, seconds);
      if (statusCode >= 500) failures.inc({ kind: 'http_5xx' });
    },
    async timed(what, failure, work) {
      const end = durations[what].startTimer();
      try {
        const result = await work();
        end({ outcome: 'ok' });
        return result;
      } catch (error) {
        end({ outcome: 'failed' });
        failures.inc({ kind: failure });
        throw error;
      }
    },
    failed(kind) {
      failures.inc({ kind });
    },
  };
}
