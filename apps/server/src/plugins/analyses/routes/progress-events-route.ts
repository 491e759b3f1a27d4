import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { isDatabaseUnavailable } from '../../../db/database-unavailable.js';
import { AuthErrorBody, BadRequestBody, ErrorBody } from '../../../lib/http/common-schemas.js';
import { bearerSecurity, requireUser, signedInOnly } from '../../../lib/http/signed-in.js';
import { progressFrom } from '../analysis-responses.js';
import { analysisNotFound } from '../analysis-service.js';
import type { AnalysisStore, ProgressColumns, StoredRequest } from '../analysis-store.js';
import { AnalysisParams } from '../schemas.js';
import { createStreamLimits, jobPending } from '../stream-limits.js';

/** How often the stream looks at the analysis row (the worker may be another process: the row is the truth). */
const POLL_MS = 500;
/** How often a finished, unsettled analysis's stream asks whether a job will still settle it. */
const JOB_CHECK_MS = 5_000;
/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** While the database cannot be reached: wait 1, 2, 4, then 5 s between tries, and give up after 5 minutes. */
const RECONNECT_MAX_DELAY_MS = 5_000;
const RECONNECT_GIVE_UP_MS = 5 * 60_000;
const RECONNECTING = {
  message: 'Lost contact with the database. Reconnecting…',
} as const;

function write(raw: ServerResponse, event: string, data: unknown): void {
  raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * `GET /api/analyses/:id/events`: Server-Sent Events, one `progress` event (data: Progress JSON) each time
 * the step, percent, report or e-mail state changes: `done` comes as soon as the result is stored, and the stream
 * goes on until the PDF and the e-mail are settled (ending after the event with `settled` true), or until no job is
 * left to settle them. Each poll reads only the progress columns; an account holds at most STREAMS_PER_ACCOUNT. Authenticated with the
 * `Authorization` header, so the browser reads it with `fetch` and a stream reader (EventSource cannot send it).
 */
export function progressEventsRoute(store: AnalysisStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    const limits = createStreamLimits(app.counters);
    const authenticate = signedInOnly(app);
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const close of open) close();
    });

    app.get(
      '/api/analyses/:id/events',
      {
        preHandler: authenticate,
        schema: {
          tags: ['analyses'],
          security: bearerSecurity,
          summary:
            'Progress as Server-Sent Events: `event: progress`, `data:` a Progress object; `done` as soon as the result is visible, then the report and e-mail states; ends when `settled`. `event: reconnecting` (data: {message}) while the database cannot be reached; progress follows when it is back',
          params: AnalysisParams,
          produces: ['text/event-stream'],
          response: {
            200: Type.String({ description: 'text/event-stream' }),
            400: BadRequestBody,
            401: AuthErrorBody,
            404: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const first = await store.getOwned(request.params.id, user.id);
        if (!first) throw analysisNotFound();
        const release = await limits.admit(user.id);
        const siteCount = (first.request as StoredRequest).sites.length;
        /** When the job table was last asked whether report work is still to come (a done, unsettled version). */
        let jobCheckedAt = 0;

        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        let last = '';
        let timer: NodeJS.Timeout | undefined;
        let heartbeat: NodeJS.Timeout | undefined;
        let closed = false;
        let reading = false;
        /** A write came while the row was being read: read it again at once. */
        let again = false;
        let unwatch = () => {};
        const close = () => {
          if (closed) return;
          closed = true;
          release();
          unwatch();
          clearTimeout(timer);
          clearInterval(heartbeat);
          open.delete(close);
          raw.end();
        };
        open.add(close);
        request.raw.on('close', close);
        heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);

        /** Since when the database has been unreachable; undefined while it answers. */
        let lostSince: number | undefined;
        let retries = 0;
        const poll = (id: string, delayMs: number) => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            reading = true;
            store
              .getProgress(id)
              .finally(() => {
                reading = false;
              })
              .then(
                (next) => {
                  if (lostSince !== undefined) {
                    // Back: whatever happened meanwhile, the browser gets the current state again.
                    lostSince = undefined;
                    retries = 0;
                    last = '';
                  }
                  return next ? tick(next) : close();
                },
                (error: unknown) => {
                  if (closed) return;
                  if (!isDatabaseUnavailable(error)) {
                    request.log.warn({ err: error }, 'progress stream could not read the analysis');
                    return close();
                  }
                  if (lostSince === undefined) {
                    lostSince = Date.now();
                    write(raw, 'reconnecting', RECONNECTING);
                  }
                  if (Date.now() - lostSince > RECONNECT_GIVE_UP_MS) return close();
                  retries += 1;
                  poll(id, Math.min(RECONNECT_MAX_DELAY_MS, 500 * 2 ** retries));
                },
              );
          }, delayMs);
        };
        const tick = async (row: ProgressColumns = first): Promise<void> => {
          if (closed) return;
          const progress = progressFrom(row, siteCount);
          // Done, but the report or e-mail still says pending: that changes only while a job is left to settle
          // them. With none, nothing more will happen: the last event says so (settled), and the stream ends.
          if (progress.done && !progress.settled && Date.now() - jobCheckedAt >= JOB_CHECK_MS) {
            jobCheckedAt = Date.now();
            if (!(await jobPending(app.database.sql, first.id).catch(() => true))) progress.settled = true;
          }
          const key = JSON.stringify(progress);
          if (key !== last) {
            last = key;
            write(raw, 'progress', progress);
          }
          if (progress.settled) return close();
          poll(first.id, again ? 0 : POLL_MS);
          again = false;
        };
        // A write by this process (the inline worker) is sent at once; another process's at the next poll.
        unwatch = store.watch(first.id, () => {
          if (closed || lostSince !== undefined) return;
          if (reading) again = true;
          else poll(first.id, 0);
        });
        await tick();
      },
    );
  };
}
