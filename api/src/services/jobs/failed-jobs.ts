// The owner's view of jobs that gave up (every try failed), and the retry of one: from its first try, in a new round.
import { clock, toIso } from '../../clock';
import { ERROR_CODE, MallError } from '../../errors';
import type { Executor } from '../../repositories/executor';
import { writeAudit } from '../../repositories/audit';
import { findJob, listFailedJobs, retryFailedJob } from '../../repositories/job-repository';

export async function failedJobs(db: Executor) {
  const rows = await listFailedJobs(db, 200);
  return rows.map((row) => ({
    jobId: row.id,
    kind: row.kind,
    key: row.key,
    attempts: Number(row.attempts),
    // The first line: the message, not the stack.
    error: (row.last_error ?? '').split('\n')[0],
    createdAt: toIso(Number(row.created_at)),
    failedAt: toIso(Number(row.updated_at)),
  }));
}

/** Tries a failed job again (404 when there is no such job, 409/1 when it is not failed: retried already, or done). */
export async function retryJob(db: Executor, staffId: number, jobId: number): Promise<void> {
  const job = await findJob(db, jobId);
  if (!job) throw new MallError(ERROR_CODE.notFound);
  await db.transaction().execute(async (trx) => {
    if (!(await retryFailedJob(trx, jobId, clock.now()))) throw new MallError(ERROR_CODE.fail);
    await writeAudit(
      trx,
      {
        staffId,
        action: 'retry',
        entity: 'job',
        entityId: jobId,
        before: { status: job.status },
        after: { status: 'pending' },
      },
      clock.now(),
    );
  });
}
