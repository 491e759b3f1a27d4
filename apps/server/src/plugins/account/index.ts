import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { createJobQueue, type QueuedJob } from '../../infra/jobs/job-queue.js';
import { AttemptLimiter } from '../auth/attempt-limiter.js';
import { createAccountDeletion } from './account-deletion.js';
import { accountErasedMail } from './account-mails.js';
import { createEmailChanges } from './email-change.js';
import { dueDeletions, eraseAccount } from './erase-account.js';
import { ACCOUNT_QUEUES, ERASURE_QUEUE, type ErasureJobData } from './queues.js';
import { deletionRoutes } from './routes/deletion-routes.js';
import { emailChangeRoutes } from './routes/email-change-routes.js';
import { exportRoutes } from './routes/export-routes.js';
import { statusRoute } from './routes/status-route.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The erasure worker of this process (deleted accounts after their grace period). */
    accountJobs: AccountJobs;
  }
}

/** How long running erasures may finish when the process stops. */
const JOB_STOP_GRACE_MS = 5_000;
/** Due deletions whose job is missing (pruned by the queue, lost in a restore) are queued again this often. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
/** Wrong passwords are counted in the sign-in limiter's window (see the auth plugin). */
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Controls the erasure worker of this process (`app.accountJobs`). */
export interface AccountJobs {
  /** Starts working the erasure queue in this process (idempotent), and the sweep that re-queues due erasures. */
  startWorker(): Promise<void>;
  /** Queues the erasure of every deletion whose grace period is over (a job already queued is not queued twice). */
  queueDue(): Promise<number>;
}

/**
 * What the account holder controls: changing the e-mail address (both addresses heard), downloading their data
 * (JSON, CSV), deleting the account with a grace period (the erasure is a job on its own pg-boss queue). Every
 * route acts on the signed-in account only, or on the account an e-mailed token names; nothing takes an id.
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const queue = createJobQueue(app.database, config.jobs, ACCOUNT_QUEUES, (error) =>
    app.log.error({ err: error }, 'account queue error'),
  );
  const log = app.log.child({ component: 'account' });
  const passwords = {
    limiter: new AttemptLimiter(app.counters, 'sign-in', SIGN_IN_WINDOW_MS),
    perAccount: config.auth.signInAttemptsPer15Min,
  };
  const emailChanges = createEmailChanges({
    db: app.database.db,
    passwords,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    undoSeconds: config.account.emailChangeUndoSeconds,
    log,
  });
  const deletion = createAccountDeletion({
    database: app.database,
    passwords,
    queue,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    graceSeconds: config.account.deletionGraceSeconds,
    log,
  });

  const erase = async (job: QueuedJob<ErasureJobData>) => {
    const outcome = await eraseAccount(app.database.db, job.data.deletionId);
    if (!outcome.erased) {
      log.info({ deletionId: job.data.deletionId, reason: outcome.reason }, 'erasure: nothing to do');
      return;
    }
    log.info({ userId: outcome.userId }, 'account erased');
    if (outcome.formerEmail) {
      await app.mailer.send(accountErasedMail(outcome.formerEmail)).catch((error: unknown) => {
        log.error({ err: error }, 'erasure notice not sent');
      });
    }
  };
  const queueDue = async () => {
    await queue.start();
    const due = await dueDeletions(app.database.db);
    for (const id of due) await queue.enqueue<ErasureJobData>(ERASURE_QUEUE, { deletionId: id }, { id });
    if (due.length > 0) queue.nudge();
    return due.length;
  };
  let sweep: NodeJS.Timeout | undefined;
  let working: Promise<void> | undefined;
  const jobs: AccountJobs = {
    queueDue,
    startWorker: () => {
      working ??= (async () => {
        await queue.start();
        await queue.work<ErasureJobData>(ERASURE_QUEUE, 1, erase);
        await queueDue();
        sweep = setInterval(() => {
          queueDue().catch((error: unknown) => log.error({ err: error }, 'erasure sweep failed'));
        }, SWEEP_INTERVAL_MS);
        sweep.unref();
      })();
      return working;
    },
  };
  app.decorate('accountJobs', jobs);
  if (config.jobs.worker === 'inline') {
    app.addHook('onListen', async () => {
      await jobs.startWorker();
    });
  }
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    await queue.stop(JOB_STOP_GRACE_MS);
  });
  await app.register(statusRoute(emailChanges, deletion));
  await app.register(emailChangeRoutes(emailChanges));
  await app.register(deletionRoutes(deletion));
  await app.register(exportRoutes());
};

export const accountPlugin = fp(plugin, { name: 'account', dependencies: ['auth', 'analyses', 'batches'] });
