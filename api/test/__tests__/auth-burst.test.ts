// The sign-in lock, the five guesses at a code and the code quota hold when the requests arrive all at once.
import { clock } from '../../src/clock';
import { LOCK_MS, CODE_MAX_ATTEMPTS } from '../../src/services/auth';
import { createTestApp, databases, md5, signUpMember, uniqueMobile, type TestApp } from '../helpers';

// PostgreSQL takes the full burst of the issue; SQLite (one connection) a proportional one.
const CODE_GUESSES = { sqlite: 100, postgres: 500 } as const;

describe.each(databases)('auth rules under bursts (%s)', (kind) => {
  let t: TestApp;
  const realNow = clock.now;
  let offset = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clock.now = () => realNow() + offset;
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/member/${url}`, payload });
  const outbox = async (mobile: string) => (await t.app.inject({ url: `/api/dev/outbox?mobile=${mobile}` })).json().data.code as string;
  const tally = (answers: Array<{ statusCode: number; json(): { codeId?: number } }>) => {
    const counts: Record<string, number> = {};
    for (const a of answers) {
      const key = `${a.statusCode}/${a.json().codeId ?? 'ok'}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };

  it('100 wrong passwords at once lock the mobile (429/123); the right one is refused until the lock passes', async () => {
    const { mobile, password } = await signUpMember(t.app);
    const answers = await Promise.all(Array.from({ length: 100 }, () => post('login', { userMobile: mobile, loginPassword: md5('wrong') })));
    const counts = tally(answers);
    expect(counts['429/123']).toBeGreaterThanOrEqual(1);
    expect((counts['401/115'] ?? 0) + counts['429/123']).toBe(100);
    const right = await post('login', { userMobile: mobile, loginPassword: md5(password) });
    expect([right.statusCode, right.json().codeId]).toEqual([429, 123]);
    offset += LOCK_MS - 60_000;
    expect((await post('login', { userMobile: mobile, loginPassword: md5(password) })).json().codeId).toBe(123);
    offset += 61_000;
    expect((await post('login', { userMobile: mobile, loginPassword: md5(password) })).statusCode).toBe(200);
  });

  it(`${CODE_GUESSES[kind]} wrong codes at once: at most ${CODE_MAX_ATTEMPTS} are counted and the code is dead`, async () => {
    const mobile = uniqueMobile();
    expect((await post('getVcode', { registerOrBind: 1, mobile })).statusCode).toBe(200);
    const code = await outbox(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: CODE_GUESSES[kind] }, () => post('register', { mobile, password: md5('x'), validCode: wrong })),
    );
    expect(tally(answers)).toEqual({ '400/21': CODE_GUESSES[kind] });
    const row = await t.db.selectFrom('verification_code').select('attempts').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(CODE_MAX_ATTEMPTS);
    const right = await post('register', { mobile, password: md5('x'), validCode: code });
    expect([right.statusCode, right.json().codeId]).toEqual([400, 21]);
  });

  it('100 asks for a code at once send one code', async () => {
    const mobile = uniqueMobile();
    const answers = await Promise.all(Array.from({ length: 100 }, () => post('getVcode', { registerOrBind: 1, mobile })));
    expect(tally(answers)).toEqual({ '200/ok': 1, '429/22': 99 });
    const rows = await t.db.selectFrom('verification_code').select('id').where('mobile', '=', mobile).execute();
    expect(rows).toHaveLength(1);
  });

  it('a mobile gets at most CODES_PER_MOBILE_PER_DAY codes in 24 hours (22), then again', async () => {
    const mobile = uniqueMobile();
    const perDay = t.app.config.codesPerMobilePerDay;
    for (let i = 0; i < perDay; i++) {
      expect((await post('getVcode', { registerOrBind: 1, mobile })).statusCode).toBe(200);
      offset += 61_000;
    }
    const refused = await post('getVcode', { registerOrBind: 1, mobile });
    expect([refused.statusCode, refused.json().codeId]).toEqual([429, 22]);
    offset += 24 * 60 * 60_000 - perDay * 61_000;
    expect((await post('getVcode', { registerOrBind: 1, mobile })).statusCode).toBe(200);
  });
});
