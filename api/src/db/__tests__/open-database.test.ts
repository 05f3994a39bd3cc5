import { Client } from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '..';

const url = process.env.TEST_DATABASE_URL;

// Only PostgreSQL has connections that the server can end under us.
(url ? describe : describe.skip)('openDatabase on PostgreSQL', () => {
  it('survives the server ending an idle connection and answers the next query', async () => {
    const opened = await openDatabase(url);
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(opened.db);
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      // The idle client's 'error' arrives asynchronously; without a pool handler it would end the process.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await sql<{ one: number }>`select 1 as one`.execute(opened.db);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await opened.close();
    }
  });

  it('holds the server pool to its size and time-outs', async () => {
    const opened = await openDatabase(url, {
      size: 2,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 300,
      idleInTransactionTimeoutMs: 300,
    });
    try {
      // A statement past its time is cancelled (57014) …
      await expect(sql`select pg_sleep(2)`.execute(opened.db)).rejects.toMatchObject({ code: '57014' });
      // … a transaction left idle is ended by the server, and its work is rolled back …
      await expect(
        opened.db.transaction().execute(async (trx) => {
          await sql`create temporary table idle_probe (n int)`.execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 800));
          await sql`select 1`.execute(trx);
        }),
      ).rejects.toThrow();
      // … and no more than two connections are opened, however many queries wait.
      const pids = await Promise.all(
        Array.from({ length: 6 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(opened.db),
        ),
      );
      expect(new Set(pids.map((answer) => answer.rows[0]!.pid)).size).toBeLessThanOrEqual(2);
    } finally {
      await opened.close();
    }
  });
});
