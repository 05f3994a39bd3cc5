import fs from 'node:fs';
import path from 'node:path';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
} from 'kysely';
import { Migrator } from 'kysely';
import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import type { Database } from './schema';
import type { DialectName } from './dialect';
import { migrations } from './migrations';
import { DEFAULT_SQLITE_FILE, type PgPoolSettings } from '../config';

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

/**
 * Unset, `file:…` or a path: SQLite (better-sqlite3); `postgres://…`: PostgreSQL (pg Pool). The server passes its
 * pool settings (config.ts); tools and tests without them get a pool of 10 with no time-outs (a seed runs long).
 */
export async function openDatabase(url?: string, pgPool?: PgPoolSettings): Promise<OpenedDatabase> {
  if (dialectOf(url) === 'postgres') {
    const pg = await import('pg');
    const { Pool, types } = pg.default ?? pg;
    // int8 (bigint: epoch milliseconds, counts) fits a JS number for everything we store.
    types.setTypeParser(20, (v: string) => Number(v));
    const pool = new Pool({
      connectionString: url,
      max: pgPool?.size ?? 10,
      connectionTimeoutMillis: pgPool?.connectTimeoutMs,
      statement_timeout: pgPool?.statementTimeoutMs,
      idle_in_transaction_session_timeout: pgPool?.idleInTransactionTimeoutMs,
    });
    // A client whose connection the server ends (a restart, a dropped database, an idle-in-transaction time-out)
    // emits 'error': on the pool when idle, on the client itself when checked out. Unhandled, either would end the
    // process; the query under way fails, the pool drops that client and the next query opens a new one.
    const lost = (error: Error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
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
  const database = { close: () => sqlite.close(), prepare: statementCache(sqlite) };
  const dialect = new SqliteDialect({ database });
  dialect.createDriver = () => new ImmediateSqliteDriver({ database });
  const db = new Kysely<Database>({ dialect });
  if (file === ':memory:') return { db, dialect: 'sqlite', file, close: () => db.destroy() };
  // A second connection for the reads of every signed-in request (executor.ts): it sees only committed rows (WAL
  // gives each statement a snapshot), so it needs neither Kysely's connection lock nor its chain of promises.
  const reader = new SqliteDatabase(file);
  reader.pragma('query_only = ON');
  reader.pragma('busy_timeout = 5000');
  const prepareRead = statementCache(reader);
  const dataVersion = reader.prepare('pragma data_version').pluck();
  committedReads.set(db, {
    read: (text, values) => rowObjects(prepareRead(text), values),
    version: () => dataVersion.get() as number,
  });
  return {
    db,
    dialect: 'sqlite',
    file,
    close: async () => {
      reader.close();
      await db.destroy();
    },
  };
}

type Rows = unknown[];

/** Makes a row object from better-sqlite3's array of a statement's columns. */
type RowMaker = (row: unknown[]) => Record<string, unknown>;
const rowMakers = new WeakMap<Statement, RowMaker>();

/**
 * A statement's row maker: an object literal with its column names, so every row of a statement is made at once
 * with one shape (filled key by key in a loop, each store went through V8's generic keyed-store path). The names
 * are the statement's own columns, written as JSON string literals.
 */
function rowMakerOf(statement: Statement): RowMaker {
  let maker = rowMakers.get(statement);
  if (!maker) {
    const names = statement
      .raw(true)
      .columns()
      .map((column) => column.name);
    // In an object literal this name would set the prototype; no table of ours has such a column.
    if (names.includes('__proto__')) throw new Error('A column named __proto__ cannot be read as a row object');
    const fields = names.map((name, index) => `${JSON.stringify(name)}: row[${index}]`).join(', ');
    maker = new Function('row', `return { ${fields} };`) as RowMaker;
    rowMakers.set(statement, maker);
  }
  return maker;
}

/**
 * A read's rows as objects made here from better-sqlite3's arrays: its own objects cost ~0.4 µs a column on this
 * machine (a ten-order page reads 400 values), these much less (BENCHMARKS.md, order list of ten orders).
 */
function rowObjects(statement: Statement, values: readonly unknown[]): Rows {
  const makeRow = rowMakerOf(statement);
  return (statement.all(values) as unknown[][]).map(makeRow);
}
/** SQLite's committed-read connection of a database (files only): its reads and its data version. */
const committedReads = new WeakMap<
  Kysely<Database>,
  { read: (text: string, values: readonly unknown[]) => Rows; version: () => number }
>();

/**
 * SQLite outside a transaction: runs a read on the committed-read connection at once and returns its rows.
 * Undefined for PostgreSQL, an in-memory file and a transaction (whose reads must see its own writes).
 */
export function committedReaderOf(db: Kysely<Database>) {
  return db.isTransaction ? undefined : committedReads.get(db)?.read;
}

/**
 * SQLite outside a transaction: a number that changes whenever any connection, of this process or another, has
 * committed to the file since it was last asked (PRAGMA data_version of the committed-read connection, which never
 * writes). What was read under one number is still true while the number stays. Undefined where there is none.
 */
export function committedVersionOf(db: Kysely<Database>) {
  return db.isTransaction ? undefined : committedReads.get(db)?.version;
}

/** better-sqlite3 would prepare every query afresh (a fifth of a signed-in call's time): the same text reuses its statement. */
function statementCache(sqlite: SqliteConnection) {
  // The texts are the app's own queries (values are parameters), so few.
  const statements = new Map<string, Statement>();
  return (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = sqlite.prepare(text.replace(BOUND_LIMIT, 'limit cast(? as integer)'));
      statements.set(text, statement);
    }
    return statement;
  };
}

const STATEMENT_CACHE_SIZE = 1000;
// better-sqlite3 binds a JS number as a REAL; a REAL bound to LIMIT costs SQLite 30-45 µs more per run (measured on
// the order list: 53 µs against 8 µs with the cast), a third of a signed-in list call. The cast keeps the one text.
const BOUND_LIMIT = /\blimit \?/g;

/**
 * Transactions take the file's write lock when they begin (waiting up to busy_timeout), not at their first write:
 * when several processes share the file, a transaction that read and then found another's commit newer than its
 * snapshot would fail (SQLITE_BUSY_SNAPSHOT) rather than wait.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
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
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}
