// Background jobs on each database, from the outbox (embedded) and through BullMQ when TEST_REDIS_URL is set: a job
// commits with its change or not at all, a failing one is retried and then listed for the owner, and a job is run
// once however many runners reach for it at once.
import { randomBytes } from 'node:crypto';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { signInStaff } from '../../../test/merchant';
import { defaultConfig } from '../../config';
import { createJobRunner, enqueueJob, type JobHandlers, type JobRunner } from '../jobs/runner';

const modes: Array<[string, string | undefined]> = [
  ['embedded', undefined],
  ...(process.env.TEST_REDIS_URL ? [['BullMQ', process.env.TEST_REDIS_URL] as [string, string]] : []),
];
const cases = databases.flatMap(([kind]) => modes.map(([mode, redisUrl]) => [kind, mode, redisUrl] as const));

describe.each(cases)('jobs (%s, %s)', (kind, _mode, redisUrl) => {
  let t: TestApp;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });
  afterAll(() => t.close());

  const settings = { ...defaultConfig().jobs, attempts: 3, backoffMs: 20, pollMs: 20, leaseMs: 5000 };
  // Each test's runners share a queue of their own on Redis, as a deployment's processes share one.
  let queueName = '';
  beforeEach(() => {
    queueName = `test-${randomBytes(6).toString('hex')}`;
  });
  /** A runner with these handlers, started. */
  const runner = (handlers: JobHandlers) => {
    const started = createJobRunner({
      db: t.db,
      settings: { ...settings, queueName },
      handlers,
      redisUrl,
      concurrency: 4,
    });
    runners.push(started);
    started.start();
    return started;
  };
  const statusOf = async (key: string) =>
    (await t.db.selectFrom('job').select(['status', 'attempts']).where('key', '=', key).executeTakeFirst()) ?? null;
  const until = async (what: () => Promise<boolean>, ms = 15_000) => {
    const deadline = Date.now() + ms;
    while (!(await what())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const tag = () => randomBytes(4).toString('hex');

  it('a job commits with its change and runs; a change rolled back writes no job', async () => {
    const seen: unknown[] = [];
    const key = `committed:${tag()}`;
    const lost = `rolled-back:${tag()}`;
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('product').set({ sold_num: 7 }).where('id', '=', 1).execute();
      await enqueueJob(trx, { kind: 'note', key, payload: { prodId: 1 } });
    });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('product').set({ sold_num: 8 }).where('id', '=', 1).execute();
        await enqueueJob(trx, { kind: 'note', key: lost, payload: { prodId: 1 } });
        throw new Error('the change fails after its job was written');
      }),
    ).rejects.toThrow('the change fails');
    runner({ note: async (payload) => void seen.push(payload) });
    await until(async () => (await statusOf(key))?.status === 'done');
    expect(seen).toEqual([{ prodId: 1 }]);
    expect(await statusOf(lost)).toBeNull();
    const product = await t.db.selectFrom('product').select('sold_num').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(Number(product.sold_num)).toBe(7);
  });

  it('a failing job is tried again with back-off, then listed for the owner, who retries it: it then runs once', async () => {
    const key = `flaky:${tag()}`;
    let tries = 0;
    let succeed = false;
    let done = 0;
    runner({
      flaky: async () => {
        tries += 1;
        if (!succeed) throw new Error(`the outside service said no (${tries})`);
        done += 1;
      },
    });
    await enqueueJob(t.db, { kind: 'flaky', key });
    await until(async () => (await statusOf(key))?.status === 'failed');
    expect(tries).toBe(3);

    const owner = await signInStaff(t.app, t.db, 'owner');
    const clerk = await signInStaff(t.app, t.db, 'catalogue');
    expect((await t.app.inject({ url: '/api/merchant/jobs/failed', headers: bearer(clerk.token) })).json().codeId).toBe(
      131,
    );
    const failed = (await t.app.inject({ url: '/api/merchant/jobs/failed', headers: bearer(owner.token) })).json().data;
    const listed = failed.find((job: { key: string }) => job.key === key);
    expect(listed).toEqual(
      expect.objectContaining({ kind: 'flaky', attempts: 3, error: 'Error: the outside service said no (3)' }),
    );

    succeed = true;
    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/merchant/jobs/retry',
        payload: { jobId: listed.jobId },
        headers: bearer(owner.token),
      });
    // Asked twice at once: one retry, the other refused.
    const answers = await Promise.all([retry(), retry()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await until(async () => (await statusOf(key))?.status === 'done');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ tries, done }).toEqual({ tries: 4, done: 1 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'job')
      .execute();
    expect(audit).toEqual([{ action: 'retry', entity_id: String(listed.jobId) }]);
  });

  it('100 jobs written at once, each twice, with 4 runners reaching for them: each written once and run once', async () => {
    const prefix = `burst-${tag()}`;
    const runs = new Map<string, number>();
    const handlers: JobHandlers = {
      count: async (payload) => {
        const { n } = payload as { n: number };
        runs.set(String(n), (runs.get(String(n)) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const written = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        enqueueJob(t.db, { kind: 'count', key: `${prefix}:${i % 100}`, payload: { n: i % 100 } }),
      ),
    );
    expect(written.filter(Boolean)).toHaveLength(100);
    for (let i = 0; i < 4; i += 1) runner(handlers);
    await until(async () => {
      const rows = await t.db.selectFrom('job').select('status').where('key', 'like', `${prefix}:%`).execute();
      return rows.every((row) => row.status === 'done');
    }, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs.size).toBe(100);
    expect([...runs.values()].filter((n) => n !== 1)).toEqual([]);
  }, 90_000);
});
