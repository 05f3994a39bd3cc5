// Every staff call under attack (issue 36, items 4 and 6): a request limit on each, tighter on the costly ones, and
// no answer of the staff side kept by a cache.
import { Redis } from 'ioredis';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { signInStaff, uniqueLogin } from '../../../test/merchant';

const BURST_MS = 120_000;
/** As the other Redis tests: only where a Redis is given (CI gives one). */
const REDIS_URL = process.env.TEST_REDIS_URL;

type Call = { url: string; method: 'GET' | 'POST' };
function merchantCalls(t: TestApp): Array<Call & { description: string }> {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { description?: string }>>;
  };
  return Object.entries(doc.paths)
    .filter(([url]) => url.startsWith('/api/merchant/'))
    .flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        url,
        method: method.toUpperCase() as 'GET' | 'POST',
        description: op.description ?? '',
      })),
    );
}

const inviteOf = (n: number) => ({ login: uniqueLogin(`burst${n}-`), name: `Burst ${n}`, role: 'orders' });

describe.each(databases)('staff calls under attack (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { staffRequestsPerMinute: 50, staffCostlyRequestsPerMinute: 30 } });
  });
  afterAll(() => t.close());

  const statusOf = (answers: Array<{ statusCode: number; json(): { codeId?: number } }>) => {
    const counts: Record<string, number> = {};
    for (const a of answers) {
      const key = `${a.statusCode}/${a.statusCode === 200 ? 'ok' : a.json().codeId}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };

  it('every staff answer says no-store: refusals, unknown paths, successes and the CSV export', async () => {
    const owner = await signInStaff(t.app, t.db, 'owner');
    const clerk = await signInStaff(t.app, t.db, 'orders');
    const csv = await t.app.inject({ url: '/api/merchant/products/export.csv', headers: bearer(owner.token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['cache-control']).toBe('no-store');
    // Signing out goes last: it would end the sessions the other calls use.
    const calls = merchantCalls(t)
      .filter((c) => !c.url.includes('{'))
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    expect(calls.length).toBeGreaterThanOrEqual(20);
    const seen = new Set<number>();
    for (const call of [...calls, { url: '/api/merchant/no-such-call', method: 'GET' as const }]) {
      for (const headers of [{}, bearer(clerk.token), bearer(owner.token)]) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers,
          payload: call.method === 'POST' ? {} : undefined,
        });
        seen.add(res.statusCode);
        expect({ call: `${call.method} ${call.url}`, cacheControl: res.headers['cache-control'] }).toEqual({
          call: `${call.method} ${call.url}`,
          cacheControl: 'no-store',
        });
      }
    }
    // Successes, bad input, no sign-in, another role's call and an unknown path were all among them.
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
    // A shopper's answer is not a staff answer.
    expect((await t.app.inject({ url: '/api/category/categoryInfo' })).headers['cache-control']).not.toBe('no-store');
  });

  it('every staff call is limited, and says how in the API document', () => {
    for (const call of merchantCalls(t)) {
      expect({
        call: `${call.method} ${call.url}`,
        limited: /At most \d+ requests a minute/.test(call.description),
      }).toEqual({ call: `${call.method} ${call.url}`, limited: true });
    }
  });

  it(
    '200 invites at once: the costly limit lets 30 through and refuses the rest (429/123), per member of staff',
    async () => {
      const owner = await signInStaff(t.app, t.db, 'owner');
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          t.app.inject({
            method: 'POST',
            url: '/api/merchant/staff/invite',
            payload: inviteOf(n),
            headers: bearer(owner.token),
          }),
        ),
      );
      expect(statusOf(answers)).toEqual({ '200/ok': 30, '429/123': 170 });
      const made = await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'invite')
        .where('staff_id', '=', owner.staffId)
        .where('entity_id', '!=', String(owner.staffId))
        .executeTakeFirstOrThrow();
      expect(Number(made.n)).toBe(30);
      // Another owner has a limit of their own.
      const other = await signInStaff(t.app, t.db, 'owner');
      const theirs = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/staff/invite',
        payload: inviteOf(1000),
        headers: bearer(other.token),
      });
      expect(theirs.statusCode).toBe(200);
    },
    BURST_MS,
  );

  it('without a sign-in, a burst on a staff call is limited per address (50 a minute here), each one no-store', async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => t.app.inject({ url: '/api/merchant/orders', remoteAddress: '192.0.2.44' })),
    );
    expect(statusOf(answers)).toEqual({ '401/130': 50, '429/123': 30 });
    expect(new Set(answers.map((a) => a.headers['cache-control']))).toEqual(new Set(['no-store']));
    // Another address is not held back by it.
    expect((await t.app.inject({ url: '/api/merchant/orders', remoteAddress: '192.0.2.45' })).statusCode).toBe(401);
  });

  (REDIS_URL ? it : it.skip)(
    'with Redis, two API processes share one member of staff’s limit',
    async () => {
      const redis = new Redis(REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      const config = { staffRequestsPerMinute: 50, staffCostlyRequestsPerMinute: 30, redisUrl: REDIS_URL };
      const first = await createTestApp(kind, { config });
      try {
        const owner = await signInStaff(first.app, first.db, 'owner');
        // The second process on the same database, as two API processes behind one shop are.
        const { buildApp } = await import('../../app');
        const second = await buildApp({ db: first.db, dialect: kind, config: { ...first.app.config, ...config } });
        try {
          const stale = await redis.keys(`mall-rate-limit:*staff:${owner.staffId}`);
          if (stale.length > 0) await redis.del(...stale);
          const answers = await Promise.all(
            Array.from({ length: 100 }, (_, n) =>
              (n % 2 === 0 ? first.app : second).inject({
                method: 'POST',
                url: '/api/merchant/staff/invite',
                payload: inviteOf(2000 + n),
                headers: bearer(owner.token),
              }),
            ),
          );
          expect(statusOf(answers)).toEqual({ '200/ok': 30, '429/123': 70 });
        } finally {
          await second.close();
        }
      } finally {
        await first.close();
        await redis.quit();
      }
    },
    BURST_MS,
  );
});
