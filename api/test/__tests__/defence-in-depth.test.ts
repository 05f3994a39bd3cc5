// Defence in depth on the API: no OpenAPI viewer unless asked for, HSTS when the shop is HTTPS, and a cap on one
// member's live sessions (the oldest go first), held by 100 sign-ins at once.
import { databases, createTestApp, md5, signUpMember } from '../helpers';
import { client, tally } from '../commerce';
import { ERROR_CODE } from '../../src/schemas/codes';

describe('the API documentation', () => {
  it('is not served when API_DOCS is off (production’s default)', async () => {
    const off = await createTestApp('sqlite', { config: { apiDocs: false } });
    const on = await createTestApp('sqlite');
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect([url, (await off.app.inject({ url })).statusCode]).toEqual([url, 404]);
      }
      const doc = await on.app.inject({ url: '/api/docs/json' });
      expect(doc.statusCode).toBe(200);
      expect(doc.json().info.description).toMatch(
        /124 Too many unpaid orders.*\(HTTP 409\); 125 .*\(HTTP 409\); 126 .*\(HTTP 503\)/,
      );
    } finally {
      await Promise.all([off.close(), on.close()]);
    }
  });
});

describe('Strict-Transport-Security', () => {
  const hstsOf = async (config: object, headers: Record<string, string> = {}) => {
    const t = await createTestApp('sqlite', { config });
    try {
      return (await t.app.inject({ url: '/api/health', headers })).headers['strict-transport-security'];
    } finally {
      await t.close();
    }
  };

  it('is sent when the public origin is HTTPS, or a trusted proxy says the request came by HTTPS', async () => {
    expect(await hstsOf({ publicOrigin: 'https://shop.example' })).toBe('max-age=31536000');
    expect(await hstsOf({ trustProxy: '127.0.0.1' }, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000');
  });

  it('is not sent over plain HTTP, nor on an untrusted X-Forwarded-Proto', async () => {
    expect(await hstsOf({})).toBeUndefined();
    expect(await hstsOf({ publicOrigin: 'http://localhost:8080' })).toBeUndefined();
    expect(await hstsOf({}, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    expect(await hstsOf({ trustProxy: '127.0.0.1' }, { 'x-forwarded-proto': 'http' })).toBeUndefined();
  });
});

describe.each(databases)('live sessions per member (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { config: { maxSessionsPerMember: 5 } });
  }, 30_000);
  afterAll(() => ctx.close());

  const signIn = (mobile: string, password: string) =>
    client(ctx.app).post('member/login', { userMobile: mobile, loginPassword: md5(password) });
  const works = async (token: string) => (await client(ctx.app, token).get('shopCart/info')).status === 200;

  it('a sixth sign-in ends the oldest session (112); the five newest work', async () => {
    const { mobile, password, token: first } = await signUpMember(ctx.app);
    const tokens = [first];
    for (let i = 0; i < 5; i += 1) tokens.push((await signIn(mobile, password)).body.data.token);
    const oldest = await client(ctx.app, first).get('shopCart/info');
    expect([oldest.status, oldest.body.codeId]).toEqual([401, ERROR_CODE.loggedOut]);
    for (const token of tokens.slice(1)) expect(await works(token)).toBe(true);
  });

  it('100 sign-ins at once leave exactly 5 live sessions', async () => {
    const { mobile, password } = await signUpMember(ctx.app);
    const answers = await Promise.all(Array.from({ length: 100 }, () => signIn(mobile, password)));
    expect(tally(answers)).toEqual({ '200/ok': 100 });
    const live = (await Promise.all(answers.map((a) => works(a.body.data.token)))).filter(Boolean);
    expect(live).toHaveLength(5);
  }, 120_000);
});
