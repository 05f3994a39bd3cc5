import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './schema';
import type { DialectName } from './dialect';
import { migrations } from './migrations';
import { DEFAULT_SQLITE_FILE } from '../config';

export type Db = Kysely<Database>;
export type { DialectName };

export interface OpenedDatabase {
  db: Db;
  dialect: DialectName;
  /** The SQLite file (undefined for PostgreSQL). */
  file?: string;
  close(): Promise<void>;
}

export function dialectOf(url: string | undefined): DialectName {
  return url && /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite';
}

export function sqliteFileOf(url: string | undefined): string {
  if (!url) return DEFAULT_SQLITE_FILE;
  const file = url.startsWith('file:') ? url.slice('file:'.length).replace(/^\/\/(?=\/)/, '') : url;
  return file === ':memory:' ? file : path.resolve(file);
}

/** Unset, `file:…` or a path: SQLite (better-sqlite3); `postgres://…`: PostgreSQL (pg Pool). */
export async function openDatabase(url?: string): Promise<OpenedDatabase> {
  if (dialectOf(url) === 'postgres') {
    const pg = await import('pg');
    const { Pool, types } = pg.default ?? pg;
    // int8 (bigint: epoch milliseconds, counts) fits a JS number for everything we store.
    types.setTypeParser(20, (v: string) => Number(v));
    const pool = new Pool({ connectionString: url, max: 10 });
    // An idle client whose connection the server ends (a restart, a dropped database) emits 'error' on the pool;
    // unhandled, that would end the process. The pool drops that client and the next query opens a new one.
    pool.on('error', (error: Error) => {
      process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = sqliteFileOf(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', file, close: () => db.destroy() };
}

export function dialectOfDb<T>(db: Kysely<T>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const dialect = dialectOfDb(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}

/** True when the database has no products yet (a new file or an empty database). */
export async function isEmptyCatalogue(db: Db): Promise<boolean> {
  const row = await db.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}
