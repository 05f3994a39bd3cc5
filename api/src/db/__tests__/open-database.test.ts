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
});
