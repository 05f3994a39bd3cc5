// The crash test of issue 33, small (100 orders, 50 at a time, one kill; the bench runs 500: `npm run bench -- crash`):
// an API instance and the job runner killed with SIGKILL in the middle of a burst of orders lose nothing and double
// nothing. On the embedded default (SQLite, one process killed and started again) and, with TEST_DATABASE_URL and
// TEST_REDIS_URL, on PostgreSQL with Redis (two API instances, one worker; A and the worker killed, the worker
// started again). See test/crash-burst.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../commerce';
import { crashBurst, describeCrash } from '../crash-burst';

const cases: Array<[string, 'sqlite' | 'postgres', string | undefined]> = [
  ['the embedded default (SQLite)', 'sqlite', undefined],
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [['PostgreSQL with Redis', 'postgres', process.env.TEST_REDIS_URL] as [string, 'postgres', string]]
    : []),
];

describe.each(cases)('the crash test on %s', (_name, kind, redisUrl) => {
  it('every order placed during a SIGKILL is in the database once and reached Telegram, no job is left, the photo is ready', async () => {
    const database = await createTestDatabase(kind);
    const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-crash-photos-'));
    try {
      const result = await crashBurst({ databaseUrl: database.url, redisUrl, orders: 100, atOnce: 50, photoDir });
      const summary = describeCrash(result);
      console.log(summary);
      // The kill was felt: some calls failed at the client and were placed again (with the same order number).
      expect({ placed: result.placed, retried: result.retried > 0 }).toEqual({ placed: 100, retried: true });
      expect({ inDatabase: result.ordersInDatabase, distinct: result.distinctOrderNumbers }).toEqual({
        inDatabase: 100,
        distinct: 100,
      });
      expect(result.notMessaged).toEqual([]);
      // Once, but for the window DECISIONS names (killed between Telegram's answer and the record of it).
      expect(result.messagedTwice.length).toBe(result.twiceAtTheKill);
      expect({ jobs: result.jobsLeft, queue: result.queueLeft, photo: result.photo.status }).toEqual({
        jobs: {},
        queue: {},
        photo: 'ready',
      });
    } finally {
      await database.drop();
      fs.rmSync(photoDir, { recursive: true, force: true });
    }
  }, 240_000);
});
