// Issue 35 item 8: a trusted browser's longer, sliding session; the second factor asked again after a set time (149);
// an owner's one-time recovery codes (148), each good once even under 100 sign-ins at once.
import { clock } from '../../clock';
import { LOCK_MS } from '../../services/auth';
import { createStaff } from '../../services/staff';
import { defaultConfig } from '../../config';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { STAFF_PASSWORD, signInStaff, tokenOf, totpOf, uniqueLogin } from '../../../test/merchant';

const BURST_MS = 120_000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const { staffSessions } = defaultConfig();

describe.each(databases)('staff sessions (%s)', (kind) => {
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
  /** Time passes; a TOTP code's 30-second step is new after it. */
  const later = (ms: number) => {
    offset += ms;
  };

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: `/api/merchant/${url}`, payload, headers: token ? bearer(token) : {} });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/merchant/${url}`, headers: token ? bearer(token) : {} });
  const expectError = (res: { statusCode: number; json(): unknown }, status: number, codeId: number) => {
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { codeId, msg: expect.any(String) } });
  };
  const signIn = async (login: string, extra: object = {}) => {
    const res = await post('auth/login', { login, password: STAFF_PASSWORD, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  };
  const auditOf = (staffId: number, action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('staff_id', '=', staffId).where('action', '=', action).execute();

  /** An owner set up through their link (TOTP secret and recovery codes), TOTP turned on by a first code. */
  async function ownerWithTotp() {
    const login = uniqueLogin('boss');
    const { staff, setupUrl } = await createStaff(t.db, defaultConfig(), {
      login,
      name: `Boss ${login}`,
      role: 'owner',
    });
    const setup = await post('auth/setup', { token: tokenOf(setupUrl), password: STAFF_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { totpUri, recoveryCodes } = setup.json().data as { totpUri: string; recoveryCodes: string[] };
    const token = await signIn(login, { totp: totpOf(totpUri) });
    later(30_000);
    return { staffId: staff.staffId, login, totpUri, recoveryCodes, token };
  }

  describe('a trusted browser', () => {
    it('stays signed in for STAFF_TRUSTED_SESSION_DAYS after its last call; an untrusted one for STAFF_SESSION_HOURS', async () => {
      const clerk = await signInStaff(t.app, t.db, 'orders');
      const trusted = await signIn(clerk.login, { trusted: true });
      const untrusted = await signIn(clerk.login, { trusted: false });
      later(staffSessions.hours * HOUR + 1000);
      expectError(await get('auth/me', untrusted), 401, 130);
      expect((await get('auth/me', trusted)).statusCode).toBe(200);
      // Each call moves its end on: two stretches of nearly the whole span, used in between, are one session.
      later((staffSessions.trustedDays - 1) * DAY);
      expect((await get('auth/me', trusted)).statusCode).toBe(200);
      later((staffSessions.trustedDays - 1) * DAY);
      expect((await get('auth/me', trusted)).statusCode).toBe(200);
      // Unused for longer than the span: it ends.
      later(staffSessions.trustedDays * DAY + 1000);
      expectError(await get('auth/me', trusted), 401, 130);
    });

    it('ends at once, trusted or not, when the member is disabled or their password is reset; sign-out ends it', async () => {
      const owner = await signInStaff(t.app, t.db, 'owner');
      const clerk = await signInStaff(t.app, t.db, 'orders');
      const trusted = await signIn(clerk.login, { trusted: true });
      expect((await post('auth/logout', {}, trusted)).statusCode).toBe(200);
      expectError(await get('auth/me', trusted), 401, 130);

      const again = await signIn(clerk.login, { trusted: true });
      expect(
        (await post('staff/resetPassword', { staffId: clerk.staffId, confirm: true }, owner.token)).statusCode,
      ).toBe(200);
      expectError(await get('auth/me', again), 401, 130);

      const member = await signInStaff(t.app, t.db, 'catalogue');
      const kept = await signIn(member.login, { trusted: true });
      const version = (await get('auth/me', kept)).json().data.version as number;
      const off = await post(
        'staff/update',
        { staffId: member.staffId, disabled: true, version, confirm: true },
        owner.token,
      );
      expect(off.statusCode).toBe(200);
      expectError(await get('auth/me', kept), 401, 130);
    });
  });

  describe('the second factor, asked again', () => {
    it('after STAFF_SECOND_FACTOR_HOURS a member with TOTP is refused (149) until a code is given again', async () => {
      const boss = await ownerWithTotp();
      const trusted = await signIn(boss.login, { totp: totpOf(boss.totpUri), trusted: true });
      expect((await get('staff', trusted)).statusCode).toBe(200);
      later(staffSessions.secondFactorHours * HOUR + 1000);
      expectError(await get('staff', trusted), 401, 149);
      expectError(
        await post('staff/invite', { login: uniqueLogin('x'), name: 'X', role: 'orders' }, trusted),
        401,
        149,
      );
      // Who am I still answers (the console draws itself, then asks), and the session itself goes on.
      expect((await get('auth/me', trusted)).statusCode).toBe(200);
      expectError(
        await post('auth/secondFactor', { totp: '000000' === totpOf(boss.totpUri) ? '111111' : '000000' }, trusted),
        401,
        133,
      );
      const again = await post('auth/secondFactor', { totp: totpOf(boss.totpUri) }, trusted);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.staff.login).toBe(boss.login);
      expect((await get('staff', trusted)).statusCode).toBe(200);
      expect(await auditOf(boss.staffId, 'totp-wrong')).toHaveLength(1);
    });

    it('a member without TOTP is never asked', async () => {
      const clerk = await signInStaff(t.app, t.db, 'orders');
      const token = await signIn(clerk.login, { trusted: true });
      later(staffSessions.secondFactorHours * HOUR + 1000);
      expect((await get('orders', token)).statusCode).toBe(200);
    });
  });

  describe('recovery codes', () => {
    it('ten at set-up; one signs in in place of the code once (148 the second time), logged; a new set voids the old', async () => {
      const boss = await ownerWithTotp();
      expect(boss.recoveryCodes).toHaveLength(10);
      expect(new Set(boss.recoveryCodes).size).toBe(10);
      for (const code of boss.recoveryCodes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
      // Only hashes are kept.
      const stored = JSON.stringify(await t.db.selectFrom('staff_recovery_code').selectAll().execute());
      for (const code of boss.recoveryCodes) expect(stored).not.toContain(code);

      const [first, second] = boss.recoveryCodes;
      // Typed in lower case and without its dash, it is the same code.
      const viaCode = await signIn(boss.login, { recoveryCode: first.toLowerCase().replace('-', '') });
      expect((await get('staff', viaCode)).statusCode).toBe(200);
      expectError(
        await post('auth/login', { login: boss.login, password: STAFF_PASSWORD, recoveryCode: first }),
        401,
        148,
      );
      expect(await auditOf(boss.staffId, 'recovery-used')).toEqual([
        expect.objectContaining({ after: expect.stringContaining('"left":9') }),
      ]);
      expect((await get('auth/recoveryCodes', viaCode)).json().data).toEqual({ left: 9 });

      // A new set (from the owner's own page): the old codes stop working, the count is ten again.
      const renewed = await post('auth/recoveryCodes', {}, viaCode);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().data).toEqual({ codes: expect.any(Array), left: 10 });
      expectError(
        await post('auth/login', { login: boss.login, password: STAFF_PASSWORD, recoveryCode: second }),
        401,
        148,
      );
      const fresh = (renewed.json().data.codes as string[])[0];
      expect(
        (await post('auth/login', { login: boss.login, password: STAFF_PASSWORD, recoveryCode: fresh })).statusCode,
      ).toBe(200);
    });

    it('a member without TOTP has none to renew; the enrol/confirm flow gives ten', async () => {
      const clerk = await signInStaff(t.app, t.db, 'catalogue');
      expect((await post('auth/recoveryCodes', {}, clerk.token)).statusCode).toBe(400);
      const { uri } = (await post('auth/totp/enroll', {}, clerk.token)).json().data as { uri: string };
      const confirmed = await post('auth/totp/confirm', { totp: totpOf(uri) }, clerk.token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
      // The confirming session gave its second factor just now: it is not asked again.
      expect((await get('products', clerk.token)).statusCode).toBe(200);
    });

    it('wrong recovery codes count toward the lock-out as wrong passwords do', async () => {
      const boss = await ownerWithTotp();
      for (let i = 0; i < 10; i += 1) {
        expectError(
          await post('auth/login', { login: boss.login, password: STAFF_PASSWORD, recoveryCode: 'AAAAA-AAAAA' }),
          401,
          148,
        );
      }
      // Locked: even a good code and the right password are refused, as a wrong password is (115).
      expectError(
        await post('auth/login', { login: boss.login, password: STAFF_PASSWORD, recoveryCode: boss.recoveryCodes[0] }),
        401,
        115,
      );
      expect(await auditOf(boss.staffId, 'recovery-wrong')).toHaveLength(10);
      later(LOCK_MS + 1000);
      expect(
        (await post('auth/login', { login: boss.login, password: STAFF_PASSWORD, recoveryCode: boss.recoveryCodes[0] }))
          .statusCode,
      ).toBe(200);
    });

    it(
      '100 sign-ins at once with the same recovery code: it is used once',
      async () => {
        const boss = await ownerWithTotp();
        const code = boss.recoveryCodes[3];
        const answers = await Promise.all(
          Array.from({ length: 100 }, () =>
            post('auth/login', { login: boss.login, password: STAFF_PASSWORD, recoveryCode: code }),
          ),
        );
        const counts: Record<string, number> = {};
        for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
        // The other 99 are wrong codes: they lock the login (10 failures), which may refuse even the winner (115).
        expect(counts[200] ?? 0).toBeLessThanOrEqual(1);
        expect(await auditOf(boss.staffId, 'recovery-used')).toHaveLength(1);
        const row = await t.db
          .selectFrom('staff_recovery_code')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('staff_id', '=', boss.staffId)
          .where('used_at', 'is not', null)
          .executeTakeFirstOrThrow();
        expect(Number(row.n)).toBe(1);
      },
      BURST_MS,
    );
  });
});
