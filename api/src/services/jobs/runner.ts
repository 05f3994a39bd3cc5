// Runs background jobs (docs/DECISIONS.md, "Background jobs"). A job is written to the outbox table with the change
// that causes it (enqueueJob, in the change's transaction); then either
// - embedded (no REDIS_URL, the default): this process claims due rows from the outbox itself, or
// - BullMQ (REDIS_URL): the outbox is relayed to a BullMQ queue, whose workers run the jobs.
// Either way a job is tried `attempts` times with doubling delays, then listed as failed for the owner; the row is
// the one record of its state. Scheduled work is a job too, keyed on its period, so the whole deployment runs it once.
import { DelayedError, Queue, Worker, type Job as BullJob } from 'bullmq';
import { Redis } from 'ioredis';
import type { Db } from '../../db';
import type { Job } from '../../db/schema';
import type { JobSettings } from '../../config';
import { clock } from '../../clock';
import type { Executor } from '../../repositories/executor';
import {
  claimJob,
  findJob,
  insertJob,
  listDueJobs,
  markJobAttemptFailed,
  markJobDone,
  markJobRelayed,
  renewJobLease,
  type NewJob,
} from '../../repositories/job-repository';

/** Thrown by a handler told to wait (an outside service's rate limit): tried again after `ms`, not counted as a try. */
export class RetryAfter extends Error {
  constructor(
    readonly ms: number,
    message = `retry after ${ms} ms`,
  ) {
    super(message);
  }
}

/** How long a message's send may stay claimed without being recorded before a later run takes it over: its sender was
 * killed between the claim and the send. Far beyond the longest send (the Bot API client waits up to 500 s). */
export const STALE_CLAIM_MS = 10 * 60_000;

/** Does the job's work; must be safe to run again for the same payload (a retry, a runner lost mid-way). */
export type JobHandler = (payload: unknown) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** Work written on a timer: one job per period of `everyMs` across every process. */
export interface ScheduledJob {
  kind: string;
  everyMs: number;
}

/** Writes a job; pass the transaction of the change that causes it, so that both commit or neither does. */
export function enqueueJob(db: Executor, job: NewJob): Promise<boolean> {
  return insertJob(db, job, clock.now());
}

/**
 * Writes this period's job of each schedule (a period already written by another process is skipped); `written`
 * remembers the periods this process wrote, so that a tick within the same period writes nothing.
 */
export async function enqueueScheduled(
  db: Executor,
  schedules: readonly ScheduledJob[],
  now = clock.now(),
  written: Map<string, string> = new Map(),
) {
  for (const { kind, everyMs } of schedules) {
    const key = `${kind}:${Math.floor(now / everyMs)}`;
    if (written.get(kind) === key) continue;
    await insertJob(db, { kind, key }, now);
    written.set(kind, key);
  }
}

export interface JobRunnerOptions {
  db: Db;
  settings: JobSettings;
  handlers: JobHandlers;
  schedules?: readonly ScheduledJob[];
  /** Set: BullMQ on this Redis; unset: the outbox is the queue. */
  redisUrl?: string;
  /** Jobs run at once by this process, besides the heavy ones. */
  concurrency: number;
  /** Kinds that take much memory (photo conversion), run at most `concurrency` at once in a lane of their own, so
   * that light jobs (a message) never wait behind them. */
  heavy?: { kinds: readonly string[]; concurrency: number };
  /** Whether this process runs jobs (false: it only relays and schedules). */
  runsJobs?: boolean;
  onError?: (error: unknown, job?: Pick<Job, 'id' | 'kind'>) => void;
}

export interface JobRunner {
  /** Schedules this period's jobs, then runs (embedded: until none is due) or relays (BullMQ) the due ones. */
  tick(): Promise<void>;
  /** Ticks every pollMs until stopped. */
  start(): void;
  /** Stops ticking; waits for the jobs under way. */
  stop(): Promise<void>;
}

/** Runs the job's handler, then records it done. */
async function runJob(db: Db, handlers: JobHandlers, job: Job, attempts: number): Promise<void> {
  const handler = handlers[job.kind];
  if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
  await handler(JSON.parse(job.payload));
  await markJobDone(db, job.id, attempts, clock.now());
}

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** The delay before the next try after `attempts` failed ones: backoffMs, doubled each time. */
export function retryDelay(settings: Pick<JobSettings, 'backoffMs'>, attempts: number): number {
  return settings.backoffMs * 2 ** Math.max(0, attempts - 1);
}

/**
 * Calls `tick` every `everyMs` after the last one ended; `wake` calls it at once (or right after the one under way)
 * instead of waiting out the timer.
 */
function ticking(tick: () => Promise<void>, everyMs: number, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = true;
  let busy = false;
  let again = false;
  const loop = () => {
    if (stopped) return;
    busy = true;
    again = false;
    running = tick()
      .catch(onError)
      .finally(() => {
        busy = false;
        if (stopped) return;
        if (again) loop();
        else timer = setTimeout(loop, everyMs);
      });
  };
  return {
    start() {
      stopped = false;
      loop();
    },
    wake() {
      if (stopped) return;
      if (busy) {
        again = true;
        return;
      }
      clearTimeout(timer);
      loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The outbox is the queue: due rows are claimed with a lease, renewed while the handler runs. */
function embeddedRunner(opts: JobRunnerOptions): JobRunner {
  const { db, settings, handlers } = opts;
  const onError = opts.onError ?? (() => {});
  const scheduled = new Map<string, string>();
  const underWay = new Set<Promise<void>>();

  async function run(job: Job): Promise<void> {
    const attempts = Number(job.attempts) + 1;
    const renew = setInterval(() => {
      renewJobLease(db, job.id, clock.now() + settings.leaseMs).catch(onError);
    }, settings.leaseMs / 3);
    try {
      await runJob(db, handlers, job, attempts);
    } catch (error) {
      const now = clock.now();
      if (error instanceof RetryAfter) {
        await markJobAttemptFailed(db, job.id, attempts - 1, error.message, 'pending', now + error.ms, now);
        return;
      }
      onError(error, job);
      const next = attempts >= settings.attempts ? undefined : now + retryDelay(settings, attempts);
      await markJobAttemptFailed(
        db,
        job.id,
        attempts,
        errorText(error),
        next === undefined ? 'failed' : 'pending',
        next ?? now,
        now,
      );
    } finally {
      clearInterval(renew);
    }
  }

  const heavyKinds = new Set(opts.heavy?.kinds ?? []);
  const running = { heavy: 0, light: 0 };
  const limit = { heavy: opts.heavy?.concurrency ?? 0, light: opts.concurrency };

  /** Starts due jobs up to each lane's concurrency; how many it started. */
  async function tick(): Promise<number> {
    if (opts.schedules) await enqueueScheduled(db, opts.schedules, clock.now(), scheduled);
    if (opts.runsJobs === false) return 0;
    const now = clock.now();
    const kinds = [...heavyKinds];
    const due = [
      ...(running.heavy < limit.heavy
        ? await listDueJobs(db, now, limit.heavy - running.heavy, { in: true, kinds })
        : []),
      ...(running.light < limit.light
        ? await listDueJobs(db, now, limit.light - running.light, { in: false, kinds })
        : []),
    ];
    let started = 0;
    for (const job of due) {
      const lane = heavyKinds.has(job.kind) ? 'heavy' : 'light';
      if (running[lane] >= limit[lane]) continue;
      if (!(await claimJob(db, job, now, settings.leaseMs))) continue;
      started += 1;
      running[lane] += 1;
      const done = run(job)
        .catch(onError)
        .finally(() => {
          running[lane] -= 1;
          underWay.delete(done);
          // A lane has room again: the next due job starts now, not at the next poll (a burst's jobs queue up
          // behind the poll otherwise: 8 per 250 ms).
          loop.wake();
        });
      underWay.add(done);
    }
    return started;
  }

  const loop = ticking(async () => void (await tick()), settings.pollMs, onError);
  return {
    async tick() {
      // Until nothing is due: what one round started has finished, and the next round finds nothing more.
      while ((await tick()) > 0 || underWay.size > 0) {
        if (underWay.size > 0) await Promise.race(underWay);
      }
    },
    start: loop.start,
    async stop() {
      await loop.stop();
      await Promise.all(underWay);
    },
  };
}

/** The outbox relayed to BullMQ: its job id is the row's id and round, so a relay repeated after a crash adds nothing. */
function bullmqRunner(opts: JobRunnerOptions & { redisUrl: string }): JobRunner {
  const { db, settings, handlers } = opts;
  const onError = opts.onError ?? (() => {});
  const scheduled = new Map<string, string>();
  // BullMQ's blocking commands need ioredis to retry for ever (maxRetriesPerRequest: null).
  const connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', onError);
  // Heavy kinds in a queue of their own, worked at their own concurrency.
  const heavyKinds = new Set(opts.heavy?.kinds ?? []);
  const queues = {
    light: new Queue(settings.queueName, { connection }),
    heavy: new Queue(`${settings.queueName}-heavy`, { connection }),
  };
  Object.values(queues).forEach((queue) => queue.on('error', onError));
  let workers: Worker[] = [];

  async function process(bullJob: BullJob<{ id: number }>, token?: string): Promise<void> {
    const job = await findJob(db, bullJob.data.id);
    if (!job || job.status === 'done') return;
    const attempts = bullJob.attemptsMade + 1;
    try {
      await runJob(db, handlers, job, attempts);
    } catch (error) {
      if (error instanceof RetryAfter) {
        // BullMQ's own way to wait without spending a try.
        await bullJob.moveToDelayed(Date.now() + error.ms, token);
        throw new DelayedError();
      }
      onError(error, job);
      const now = clock.now();
      // BullMQ tries again after its back-off; the row records the try, and the last one lists the job as failed.
      const last = attempts >= settings.attempts;
      await markJobAttemptFailed(db, job.id, attempts, errorText(error), last ? 'failed' : 'relayed', now, now);
      throw error;
    }
  }

  async function relay(): Promise<void> {
    for (const job of await listDueJobs(db, clock.now(), 100)) {
      if (job.status !== 'pending') continue;
      await queues[heavyKinds.has(job.kind) ? 'heavy' : 'light'].add(
        job.kind,
        { id: job.id },
        {
          jobId: `${job.id}-${job.round}`,
          attempts: settings.attempts,
          backoff: { type: 'exponential', delay: settings.backoffMs },
          // Kept a while after the end, so that a relay repeated after a crash finds the id and adds nothing.
          removeOnComplete: { age: 24 * 3600 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      );
      await markJobRelayed(db, job, clock.now());
    }
  }

  async function tick(): Promise<void> {
    if (opts.schedules) await enqueueScheduled(db, opts.schedules, clock.now(), scheduled);
    await relay();
  }

  const loop = ticking(tick, settings.pollMs, onError);
  return {
    tick,
    start() {
      if (opts.runsJobs !== false && workers.length === 0) {
        const lanes = [
          { queue: queues.light, concurrency: opts.concurrency },
          { queue: queues.heavy, concurrency: opts.heavy?.concurrency ?? opts.concurrency },
        ];
        workers = lanes.map(({ queue, concurrency }) => {
          const worker = new Worker(queue.name, process, {
            connection,
            concurrency,
            // A worker that stops answering (killed) loses its job to another after this long.
            lockDuration: settings.leaseMs,
            stalledInterval: settings.leaseMs,
          });
          worker.on('error', onError);
          return worker;
        });
      }
      loop.start();
    },
    async stop() {
      await loop.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      workers = [];
      await Promise.all(Object.values(queues).map((queue) => queue.close()));
      await connection.quit().catch(() => {});
    },
  };
}

export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  return opts.redisUrl ? bullmqRunner({ ...opts, redisUrl: opts.redisUrl }) : embeddedRunner(opts);
}
