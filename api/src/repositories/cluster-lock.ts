// Work that one process of the cluster does at a time (the expiry sweep, asking the payment provider): a PostgreSQL
// advisory lock, tried and never waited for. SQLite is one file on one machine; its sweeps are safe together
// (conditional updates).
import { sql } from 'kysely';
import { dialectOfDb } from '../db';
import type { Executor } from './executor';

/** The advisory lock of each periodic job, and of each change made one at a time across the cluster. */
export const CLUSTER_LOCK = { sweep: 727_001, paymentCheck: 727_002, categoryTree: 727_003 } as const;

/**
 * Waits for the lock `key` and holds it until the transaction `trx` ends: changes of one kind one after another.
 * SQLite's write transactions (begun immediate) are one at a time already.
 */
export async function holdForTransaction(trx: Executor, key: number): Promise<void> {
  if (dialectOfDb(trx) === 'postgres') await sql`SELECT pg_advisory_xact_lock(${key})`.execute(trx);
}

/** Runs `work` holding the lock `key`; undefined, without running it, when another process holds it. */
export async function withClusterLock<T>(db: Executor, key: number, work: () => Promise<T>): Promise<T | undefined> {
  if (dialectOfDb(db) !== 'postgres') return work();
  // A session lock on a connection held for the work (which runs its own transactions on others): a transaction
  // lock would keep a transaction idle for the whole sweep, which idle_in_transaction_session_timeout ends.
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${key}) AS locked`.execute(connection);
    if (!rows[0]?.locked) return undefined;
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/** Transaction locks: the rule checked inside is checked by one transaction at a time. */
export const TRANSACTION_LOCK = { photoUploads: 727_003 } as const;

/** Holds `key` until the transaction ends (PostgreSQL); SQLite's write transactions already run one at a time. */
export async function lockForTransaction(trx: Executor, key: number): Promise<void> {
  if (dialectOfDb(trx) === 'postgres') await sql`SELECT pg_advisory_xact_lock(${key})`.execute(trx);
}
