import { clock } from '../../clock';
import { DEMO_MEMBER } from '../../seed';
import { LOCK_MS, CODE_MAX_ATTEMPTS } from '../../services/auth';
import { createTestApp, databases, bearer, md5, signUpMember, uniqueMobile, type TestApp } from '../../../test/helpers';

// PostgreSQL takes the full burst of issue 6; SQLite (one connection) a proportional one.
const CODE_GUESSES = { sqlite: 100, postgres: 500 } as const;
// A burst of 100 scrypt checks on a loaded two-core machine.
const BURST_MS = 120_000;

describe.each(databases)('member calls (%s)', (kind) => {
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
  const later = (ms: number) => {
    offset += ms;
  };

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/member/${url}`, payload: payload as object, headers });
  const outbox = async (mobile: string) =>
    (await t.app.inject({ url: `/api/dev/outbox?mobile=${mobile}` })).json().data.code as string;
  const expectError = (res: { statusCode: number; json(): unknown }, status: number, codeId: number) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ codeId, msg: expect.any(String) });
  };

  describe('getVcode', () => {
    it('sends a six-digit code and answers null', async () => {
      const mobile = uniqueMobile();
      const res = await post('getVcode', { registerOrBind: 1, mobile });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
      expect(await outbox(mobile)).toMatch(/^\d{6}$/);
    });

    it('refuses a mobile that exists for registration (113) and an unknown one for reset (114), before the minute rule', async () => {
      expectError(await post('getVcode', { registerOrBind: 1, mobile: DEMO_MEMBER.mobile }), 409, 113);
      expectError(await post('getVcode', { registerOrBind: 1, mobile: DEMO_MEMBER.mobile }), 409, 113);
      const unknown = uniqueMobile();
      expectError(await post('getVcode', { registerOrBind: 2, mobile: unknown }), 404, 114);
    });

    it('sends one code a mobile a minute (22)', async () => {
      const mobile = uniqueMobile();
      expect((await post('getVcode', { registerOrBind: 1, mobile })).statusCode).toBe(200);
      expectError(await post('getVcode', { registerOrBind: 1, mobile }), 429, 22);
      later(61_000);
      expect((await post('getVcode', { registerOrBind: 1, mobile })).statusCode).toBe(200);
    });

    it.each([
      [{ registerOrBind: 3, mobile: '012999888' }],
      [{ registerOrBind: 1, mobile: 'abc' }],
      [{ registerOrBind: 1 }],
      [{}],
    ])('refuses malformed input %j (400/99)', async (body) => {
      expectError(await post('getVcode', body), 400, 99);
    });
  });

  describe('register', () => {
    it('registers with the code and answers a working token, the nick name and the mobile', async () => {
      const mobile = uniqueMobile();
      await post('getVcode', { registerOrBind: 1, mobile });
      const res = await post('register', { mobile, password: md5('pass1234'), validCode: await outbox(mobile) });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toEqual({ token: expect.any(String), nickName: expect.any(String), mobile });
      expect(data.token.length).toBeGreaterThanOrEqual(32);
      const logout = await t.app.inject({ url: '/api/member/logout', headers: bearer(data.token) });
      expect(logout.statusCode).toBe(200);
    });

    it('stores neither the token nor the MD5 itself', async () => {
      const { token, mobile, password } = await signUpMember(t.app);
      const member = await t.db.selectFrom('member').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
      expect(member.password_hash).not.toContain(md5(password));
      expect(member.password_hash).toMatch(/^scrypt\$/);
      const sessions = await t.db
        .selectFrom('session')
        .select('token_hash')
        .where('member_id', '=', member.id)
        .execute();
      expect(sessions.map((s) => s.token_hash)).not.toContain(token);
    });

    it('refuses an empty code (20), a wrong one (21) and an expired one (21)', async () => {
      const mobile = uniqueMobile();
      await post('getVcode', { registerOrBind: 1, mobile });
      const code = await outbox(mobile);
      expectError(await post('register', { mobile, password: md5('x'), validCode: '' }), 400, 20);
      expectError(await post('register', { mobile, password: md5('x') }), 400, 20);
      const wrong = code === '000000' ? '111111' : '000000';
      expectError(await post('register', { mobile, password: md5('x'), validCode: wrong }), 400, 21);
      later(5 * 60_000 + 1000);
      expectError(await post('register', { mobile, password: md5('x'), validCode: code }), 400, 21);
    });

    it('burns a code after five wrong guesses', async () => {
      const mobile = uniqueMobile();
      await post('getVcode', { registerOrBind: 1, mobile });
      const code = await outbox(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        expectError(await post('register', { mobile, password: md5('x'), validCode: wrong }), 400, 21);
      expectError(await post('register', { mobile, password: md5('x'), validCode: code }), 400, 21);
    });

    it('uses a code once', async () => {
      const mobile = uniqueMobile();
      await post('getVcode', { registerOrBind: 1, mobile });
      const code = await outbox(mobile);
      expect((await post('register', { mobile, password: md5('x'), validCode: code })).statusCode).toBe(200);
      expectError(await post('register', { mobile, password: md5('x'), validCode: code }), 409, 113);
    });

    it('refuses an existing mobile (113) and a password that is not an MD5 hex (99)', async () => {
      expectError(
        await post('register', { mobile: DEMO_MEMBER.mobile, password: md5('x'), validCode: '123456' }),
        409,
        113,
      );
      expectError(
        await post('register', { mobile: uniqueMobile(), password: 'plain-text', validCode: '123456' }),
        400,
        99,
      );
    });
  });

  describe('login', () => {
    it('signs the demo member in', async () => {
      const res = await post('login', { userMobile: DEMO_MEMBER.mobile, loginPassword: md5(DEMO_MEMBER.password) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        token: expect.any(String),
        nickName: DEMO_MEMBER.nickName,
        mobile: DEMO_MEMBER.mobile,
      });
    });

    it('refuses an unknown mobile (114), a wrong password (115) and malformed input (99)', async () => {
      expectError(await post('login', { userMobile: uniqueMobile(), loginPassword: md5('x') }), 404, 114);
      expectError(await post('login', { userMobile: DEMO_MEMBER.mobile, loginPassword: md5('wrong') }), 401, 115);
      expectError(await post('login', { userMobile: DEMO_MEMBER.mobile }), 400, 99);
    });

    it("refuses a disabled member (111), and a disabled member's token stops working (111)", async () => {
      const { token, mobile, password } = await signUpMember(t.app);
      await t.db.updateTable('member').set({ status: 0 }).where('mobile', '=', mobile).execute();
      expectError(await post('login', { userMobile: mobile, loginPassword: md5(password) }), 403, 111);
      expectError(await t.app.inject({ url: '/api/member/logout', headers: bearer(token) }), 403, 111);
    });

    it('locks the mobile for 15 minutes after 10 failures in a row (123)', async () => {
      const { mobile, password } = await signUpMember(t.app);
      for (let i = 0; i < 9; i++)
        expectError(await post('login', { userMobile: mobile, loginPassword: md5('bad') }), 401, 115);
      expectError(await post('login', { userMobile: mobile, loginPassword: md5('bad') }), 429, 123);
      expectError(await post('login', { userMobile: mobile, loginPassword: md5(password) }), 429, 123);
      later(15 * 60_000 + 1000);
      expect((await post('login', { userMobile: mobile, loginPassword: md5(password) })).statusCode).toBe(200);
    });

    it('counts failures in a row only: a success starts again', async () => {
      const { mobile, password } = await signUpMember(t.app);
      for (let i = 0; i < 9; i++) await post('login', { userMobile: mobile, loginPassword: md5('bad') });
      expect((await post('login', { userMobile: mobile, loginPassword: md5(password) })).statusCode).toBe(200);
      expectError(await post('login', { userMobile: mobile, loginPassword: md5('bad') }), 401, 115);
    });
  });

  describe('logout', () => {
    it('stops the token at once (112 afterwards)', async () => {
      const { token } = await signUpMember(t.app);
      const res = await t.app.inject({ url: '/api/member/logout', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
      expectError(await t.app.inject({ url: '/api/member/logout', headers: bearer(token) }), 401, 112);
    });

    it('refuses a missing, unknown or expired token (112)', async () => {
      expectError(await t.app.inject({ url: '/api/member/logout' }), 401, 112);
      expectError(await t.app.inject({ url: '/api/member/logout', headers: bearer('not-a-token') }), 401, 112);
      expectError(await t.app.inject({ url: '/api/member/logout', headers: { authorization: 'Basic abc' } }), 401, 112);
      const { token } = await signUpMember(t.app);
      later(31 * 24 * 60 * 60_000);
      expectError(await t.app.inject({ url: '/api/member/logout', headers: bearer(token) }), 401, 112);
    });
  });

  describe('forget', () => {
    it('sets a new password and stops every existing token', async () => {
      const { token, mobile } = await signUpMember(t.app);
      const second = (await post('login', { userMobile: mobile, loginPassword: md5('secret123') })).json().data.token;
      later(61_000);
      await post('getVcode', { registerOrBind: 2, mobile });
      const res = await post('forget', { mobile, validCode: await outbox(mobile), password: md5('new-pass') });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
      for (const old of [token, second])
        expectError(await t.app.inject({ url: '/api/member/logout', headers: bearer(old) }), 401, 112);
      expectError(await post('login', { userMobile: mobile, loginPassword: md5('secret123') }), 401, 115);
      expect((await post('login', { userMobile: mobile, loginPassword: md5('new-pass') })).statusCode).toBe(200);
    });

    it('refuses malformed input (99) before anything else', async () => {
      expectError(
        await post('forget', { mobile: DEMO_MEMBER.mobile, validCode: '123456', password: 'not-md5' }),
        400,
        99,
      );
      expectError(await post('forget', { mobile: 'x', validCode: '', password: md5('x') }), 400, 99);
    });

    it('refuses an empty code (20), a wrong or register-purpose code (21) and an unknown mobile (114)', async () => {
      const { mobile } = await signUpMember(t.app);
      expectError(await post('forget', { mobile, validCode: '', password: md5('x') }), 400, 20);
      expectError(await post('forget', { mobile, validCode: '123456', password: md5('x') }), 400, 21);
      expectError(await post('forget', { mobile: uniqueMobile(), validCode: '123456', password: md5('x') }), 404, 114);
    });
  });

  // The lock, the five guesses and the code quota hold when the requests arrive all at once (one SQL statement each).
  describe('all at once', () => {
    const tally = (answers: Array<{ statusCode: number; json(): { codeId?: number } }>) => {
      const counts: Record<string, number> = {};
      for (const a of answers) {
        const key = `${a.statusCode}/${a.json().codeId ?? 'ok'}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    };

    it(
      '100 wrong passwords lock the mobile (429/123); the right one is refused until the lock passes',
      async () => {
        const { mobile, password } = await signUpMember(t.app);
        const answers = await Promise.all(
          Array.from({ length: 100 }, () => post('login', { userMobile: mobile, loginPassword: md5('wrong') })),
        );
        const counts = tally(answers);
        expect(counts['429/123']).toBeGreaterThanOrEqual(1);
        expect((counts['401/115'] ?? 0) + counts['429/123']).toBe(100);
        expectError(await post('login', { userMobile: mobile, loginPassword: md5(password) }), 429, 123);
        later(LOCK_MS - 60_000);
        expectError(await post('login', { userMobile: mobile, loginPassword: md5(password) }), 429, 123);
        later(61_000);
        expect((await post('login', { userMobile: mobile, loginPassword: md5(password) })).statusCode).toBe(200);
      },
      BURST_MS,
    );

    it(
      `${CODE_GUESSES[kind]} wrong codes: at most ${CODE_MAX_ATTEMPTS} are counted and the code is dead`,
      async () => {
        const mobile = uniqueMobile();
        expect((await post('getVcode', { registerOrBind: 1, mobile })).statusCode).toBe(200);
        const code = await outbox(mobile);
        const wrong = code === '000000' ? '111111' : '000000';
        const answers = await Promise.all(
          Array.from({ length: CODE_GUESSES[kind] }, () =>
            post('register', { mobile, password: md5('x'), validCode: wrong }),
          ),
        );
        expect(tally(answers)).toEqual({ '400/21': CODE_GUESSES[kind] });
        const row = await t.db
          .selectFrom('verification_code')
          .select('attempts')
          .where('mobile', '=', mobile)
          .executeTakeFirstOrThrow();
        expect(row.attempts).toBe(CODE_MAX_ATTEMPTS);
        expectError(await post('register', { mobile, password: md5('x'), validCode: code }), 400, 21);
      },
      BURST_MS,
    );

    it(
      '100 asks for a code send one code',
      async () => {
        const mobile = uniqueMobile();
        const answers = await Promise.all(
          Array.from({ length: 100 }, () => post('getVcode', { registerOrBind: 1, mobile })),
        );
        expect(tally(answers)).toEqual({ '200/ok': 1, '429/22': 99 });
        const rows = await t.db.selectFrom('verification_code').select('id').where('mobile', '=', mobile).execute();
        expect(rows).toHaveLength(1);
      },
      BURST_MS,
    );

    it('a mobile gets at most CODES_PER_MOBILE_PER_DAY codes in 24 hours (22), then again', async () => {
      const mobile = uniqueMobile();
      const perDay = t.app.config.codesPerMobilePerDay;
      for (let i = 0; i < perDay; i++) {
        expect((await post('getVcode', { registerOrBind: 1, mobile })).statusCode).toBe(200);
        later(61_000);
      }
      expectError(await post('getVcode', { registerOrBind: 1, mobile }), 429, 22);
      later(24 * 60 * 60_000 - perDay * 61_000);
      expect((await post('getVcode', { registerOrBind: 1, mobile })).statusCode).toBe(200);
    });
  });
});
