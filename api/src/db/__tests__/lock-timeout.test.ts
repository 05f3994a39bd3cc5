// A statement or lock wait cut off by its time-out is a brief fault of the database (503/126), not a request's (98).
import { sql } from 'kysely';
import { createTestApp, databases, type TestApp } from '../../../test/helpers';
import { isDatabaseUnavailable } from '../errors';

// PostgreSQL's own time-outs (SQLite's lock wait past busy_timeout is SQLITE_BUSY, counted already).
const postgres = databases.filter(([kind]) => kind === 'postgres');
const onPostgres = postgres.length ? describe.each(postgres) : describe.skip.each(databases);

onPostgres('time-outs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('a lock wait and a statement past their time-outs are the database being briefly unavailable', async () => {
    const { id } = await t.db.selectFrom('sku').select('id').orderBy('id').executeTakeFirstOrThrow();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction().execute(async (trx) => {
      await trx.updateTable('sku').set({ stock: 1 }).where('id', '=', id).execute();
      locked();
      await held;
    });
    await isLocked;
    const waited = t.db
      .transaction()
      .execute(async (trx) => {
        await sql`SET LOCAL lock_timeout = '100ms'`.execute(trx);
        await trx.updateTable('sku').set({ stock: 2 }).where('id', '=', id).execute();
      })
      .catch((error: unknown) => error);
    const slow = t.db
      .transaction()
      .execute(async (trx) => {
        await sql`SET LOCAL statement_timeout = '100ms'`.execute(trx);
        await sql`SELECT pg_sleep(1)`.execute(trx);
      })
      .catch((error: unknown) => error);
    const [lockError, statementError] = await Promise.all([waited, slow]);
    release();
    await holder;
    expect((lockError as { code?: string }).code).toBe('55P03');
    expect((statementError as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(lockError)).toBe(true);
    expect(isDatabaseUnavailable(statementError)).toBe(true);
  });
});
