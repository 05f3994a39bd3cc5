// The sign-in lock, the five guesses and the code quota across three API processes on one database: on SQLite too
// the requests then truly run at once (one process's connection would take them one after another).
import { databases, md5, uniqueMobile } from '../helpers';
import { createTestDatabase, tally } from '../commerce';
import { openDatabase } from '../../src/db';
import { call as callAs, startApi, type ApiProcess } from '../processes';

const call = (base: string, url: string, body?: unknown) => callAs(base, body ? 'POST' : 'GET', url, undefined, body);

describe.each(databases)('auth rules across three API processes (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let servers: ApiProcess[] = [];
  const spread = <T>(count: number, send: (base: string) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => send(servers[i % servers.length].base)));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const env = {
      DATABASE_URL: database.url,
      NODE_ENV: 'development',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_BROWSE_PER_MINUTE: '100000',
    };
    servers = await Promise.all([startApi(env), startApi(env), startApi(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  }, 30_000);

  it('100 wrong passwords lock the mobile; the right one is then refused (123)', async () => {
    const mobile = uniqueMobile();
    const [first] = servers;
    await call(first.base, 'member/getVcode', { registerOrBind: 1, mobile });
    const { code } = (await call(first.base, `dev/outbox?mobile=${mobile}`)).body.data;
    expect(
      (await call(first.base, 'member/register', { mobile, password: md5('secret123'), validCode: code })).status,
    ).toBe(200);
    const counts = tally(
      await spread(100, (base) => call(base, 'member/login', { userMobile: mobile, loginPassword: md5('wrong') })),
    );
    expect(counts['429/123']).toBeGreaterThanOrEqual(1);
    expect((counts['401/115'] ?? 0) + counts['429/123']).toBe(100);
    for (const server of servers) {
      expect(
        (await call(server.base, 'member/login', { userMobile: mobile, loginPassword: md5('secret123') })).body.codeId,
      ).toBe(123);
    }
  }, 180_000);

  it('100 wrong codes: at most five are counted and the code is dead', async () => {
    const mobile = uniqueMobile();
    const [first] = servers;
    expect((await call(first.base, 'member/getVcode', { registerOrBind: 1, mobile })).status).toBe(200);
    const { code } = (await call(first.base, `dev/outbox?mobile=${mobile}`)).body.data;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await spread(100, (base) =>
      call(base, 'member/register', { mobile, password: md5('x'), validCode: wrong }),
    );
    expect(tally(answers)).toEqual({ '400/21': 100 });
    const opened = await openDatabase(database.url);
    try {
      const row = await opened.db
        .selectFrom('verification_code')
        .select('attempts')
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(5);
    } finally {
      await opened.close();
    }
    expect(
      (await call(first.base, 'member/register', { mobile, password: md5('x'), validCode: code })).body.codeId,
    ).toBe(21);
  }, 60_000);

  it('100 asks for a code send one', async () => {
    const mobile = uniqueMobile();
    expect(tally(await spread(100, (base) => call(base, 'member/getVcode', { registerOrBind: 1, mobile })))).toEqual({
      '200/ok': 1,
      '429/22': 99,
    });
  }, 60_000);
});
