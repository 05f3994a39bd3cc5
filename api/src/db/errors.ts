/** True when a write failed on a unique constraint (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

// PostgreSQL's connection exceptions (class 08), its shutdowns (57P01 a terminated backend, 57P02 a crash, 57P03
// still starting), a statement or lock wait cut off by its time-out (57014, 55P03); the socket's own failures;
// SQLite's file lock held past busy_timeout.
const UNAVAILABLE_CODE = /^(08|57P0[1-3]$|57014$|55P03$|ECONNREFUSED$|ECONNRESET$|ETIMEDOUT$|EPIPE$|SQLITE_BUSY)/;
// node-postgres says these in words only: a dropped connection, a pool that cannot connect in time.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|terminating connection|timeout exceeded when trying to connect|not queryable|Client was closed/i;

/**
 * True when the database could not be reached or dropped the connection under the request: a fault of the moment,
 * not of the request (503, code 126). A transaction cut off this way rolls back whole.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) ||
    (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message))
  );
}
