// The job outbox (db/migrations/0010-jobs.ts): written in the transaction of the change that causes the job, then
// claimed by the in-process runner or relayed to BullMQ. Every move is a conditional update: two processes that
// reach for the same row, one gets it.
import type { Job } from '../db/schema';
import type { Executor } from './executor';

export interface NewJob {
  kind: string;
  /** What the job acts on: a job whose key is already written is not written again. */
  key: string;
  payload?: unknown;
  runAt?: number;
}

/** Writes the job unless one with its key exists; true when this call wrote it. */
export async function insertJob(db: Executor, job: NewJob, now: number): Promise<boolean> {
  const result = await db
    .insertInto('job')
    .values({
      kind: job.kind,
      key: job.key,
      payload: JSON.stringify(job.payload ?? null),
      status: 'pending',
      run_at: job.runAt ?? now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Pending jobs that are due, and running ones whose runner stopped answering (its lease ran out), oldest first;
 * `kinds`: only those kinds (`in`) or all but them.
 */
export function listDueJobs(
  db: Executor,
  now: number,
  limit: number,
  kinds?: { in: boolean; kinds: readonly string[] },
) {
  return db
    .selectFrom('job')
    .selectAll()
    .$if(kinds !== undefined && kinds.kinds.length > 0, (qb) =>
      qb.where('kind', kinds!.in ? 'in' : 'not in', kinds!.kinds),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes the job as it was read (same status, same attempts) for `leaseMs`; false when another runner took it. */
export async function claimJob(db: Executor, job: Job, now: number, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('job')
    .set({ status: 'running', attempts: Number(job.attempts) + 1, locked_until: now + leaseMs, updated_at: now })
    .where('id', '=', job.id)
    .where('status', '=', job.status)
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A running job's lease, renewed while its handler works. */
export async function renewJobLease(db: Executor, id: number, until: number): Promise<void> {
  await db
    .updateTable('job')
    .set({ locked_until: until })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** A job handed to BullMQ (in its round): the relay does not hand it over again. */
export async function markJobRelayed(db: Executor, job: Job, now: number): Promise<void> {
  await db
    .updateTable('job')
    .set({ status: 'relayed', updated_at: now })
    .where('id', '=', job.id)
    .where('status', '=', 'pending')
    .where('round', '=', job.round)
    .execute();
}

export async function findJob(db: Executor, id: number): Promise<Job | undefined> {
  return db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markJobDone(db: Executor, id: number, attempts: number, now: number): Promise<void> {
  await db
    .updateTable('job')
    .set({ status: 'done', attempts, locked_until: null, last_error: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: `pending` to be tried again at `runAt` (embedded), `relayed` while BullMQ waits to try again, or
 * `failed`: given up, listed for the owner. */
export async function markJobAttemptFailed(
  db: Executor,
  id: number,
  attempts: number,
  error: string,
  status: 'pending' | 'relayed' | 'failed',
  runAt: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('job')
    .set({ status, attempts, run_at: runAt, locked_until: null, last_error: error.slice(0, 2000), updated_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'done')
    .execute();
}

export function listFailedJobs(db: Executor, limit: number) {
  return db
    .selectFrom('job')
    .select(['id', 'kind', 'key', 'attempts', 'last_error', 'created_at', 'updated_at'])
    .where('status', '=', 'failed')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A failed job tried again from its first attempt, in a new round; false when it is not (or no longer) failed. */
export async function retryFailedJob(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('job')
    .set((eb) => ({ status: 'pending', attempts: 0, round: eb('round', '+', 1), run_at: now, updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Finished jobs' rows, once their keys can no longer come again (a scheduled job's period is long past). */
export async function deleteDoneJobsBefore(db: Executor, before: number): Promise<number> {
  const result = await db
    .deleteFrom('job')
    .where('status', '=', 'done')
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
