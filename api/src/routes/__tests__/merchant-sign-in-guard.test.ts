// Staff sign-in under attack (issue 36, items 1 and 9): authenticator codes count toward the lock-out, and a known,
// an unknown and a locked login cannot be told apart by the answer or its time.
import { clock } from '../../clock';
import { LOCK_MS, MAX_LOGIN_FAILURES } from '../../services/auth';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { createStaff } from '../../services/staff';
import { defaultConfig } from '../../config';
import { STAFF_PASSWORD, signInStaff, tokenOf, totpOf, uniqueLogin, type SignedInStaff } from '../../../test/merchant';

const BURST_MS = 400_000;

describe.each(databases)('staff sign-in guards (%s)', (kind) => {
  let t: TestApp;
  const realNow = clock.now;
  let offset = 0;
  beforeAll(async () => {
    // The shipped limit of 60 sign-ins a minute per address: the lock, not the address limit, must stop the guesses.
    t = await createTestApp(kind, { config: { authRequestsPerMinute: 60 } });
    clock.now = () => realNow() + offset;
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  const signIn = (body: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/merchant/auth/login', payload: body, remoteAddress });

  /** An owner whose every sign-in asks for an authenticator code. */
  async function ownerWithTotp(): Promise<SignedInStaff & { uri: string }> {
    const owner = await signInStaff(t.app, t.db, 'owner');
    const uri = owner.totpUri!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/auth/totp/confirm',
      payload: { totp: totpOf(uri) },
      headers: bearer(owner.token),
    });
    expect(confirmed.json().data.staff.totpEnabled).toBe(true);
    offset += 30_000; // the confirming code's time step is used up
    return { ...owner, uri };
  }

  /** Six-digit codes that none of the steps the server accepts now (one either side) would take. */
  function wrongCodes(uri: string, count: number): string[] {
    const valid = new Set([-30_000, 0, 30_000].map((d) => totpOf(uri, clock.now() + d)));
    const codes: string[] = [];
    for (let n = 0; codes.length < count; n += 7919) {
      const code = String(n % 1_000_000).padStart(6, '0');
      if (!valid.has(code)) codes.push(code);
    }
    return codes;
  }

  it(
    '1,000 wrong authenticator codes from 100 addresses, 100 at once, lock the login; the right code is then refused',
    async () => {
      const owner = await ownerWithTotp();
      const codes = wrongCodes(owner.uri, 1000);
      const counts: Record<string, number> = {};
      for (let round = 0; round < 10; round += 1) {
        const answers = await Promise.all(
          codes
            .slice(round * 100, round * 100 + 100)
            .map((totp, i) => signIn({ login: owner.login, password: STAFF_PASSWORD, totp }, `203.0.113.${i + 1}`)),
        );
        for (const a of answers) {
          const key = `${a.statusCode}/${a.json().codeId}`;
          counts[key] = (counts[key] ?? 0) + 1;
        }
      }
      // Each wrong code answers 133 until the lock, then the same as a wrong password; none signs in.
      expect(Object.keys(counts).sort()).toEqual(['401/115', '401/133']);
      expect(counts['401/133']).toBeLessThanOrEqual(100);
      expect(counts['401/115']).toBeGreaterThanOrEqual(900);
      const right = await signIn(
        { login: owner.login, password: STAFF_PASSWORD, totp: totpOf(owner.uri) },
        '198.51.100.7',
      );
      expect({ status: right.statusCode, codeId: right.json().codeId }).toEqual({ status: 401, codeId: 115 });
      // Every wrong code counted is in the audit log, with the address it came from.
      const audited = await t.db
        .selectFrom('audit_log')
        .select(['after'])
        .where('action', '=', 'totp-wrong')
        .where('entity_id', '=', String(owner.staffId))
        .execute();
      expect(audited).toHaveLength(counts['401/133']);
      expect(audited.length).toBeGreaterThanOrEqual(MAX_LOGIN_FAILURES);
      expect(JSON.parse(audited[0]!.after!)).toEqual({ address: expect.stringMatching(/^203\.0\.113\.\d+$/) });
      // The lock passes after 15 minutes like a wrong password's.
      offset += LOCK_MS + 1000;
      const later = await signIn({ login: owner.login, password: STAFF_PASSWORD, totp: totpOf(owner.uri) });
      expect(later.statusCode).toBe(200);
    },
    BURST_MS,
  );

  it(
    'a known, an unknown and a locked login answer the same code, in times whose medians are within a factor 2',
    async () => {
      const known = await signInStaff(t.app, t.db, 'orders');
      const locked = await signInStaff(t.app, t.db, 'orders');
      for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) await signIn({ login: locked.login, password: 'not it at all' });
      const unlock = () =>
        t.db
          .updateTable('staff')
          .set({ failed_logins: 0, locked_until: null })
          .where('id', '=', known.staffId)
          .execute();
      const tries = {
        known: { login: known.login, password: 'not the password' },
        unknown: { login: 'nobody-by-this-name', password: 'not the password' },
        // The right password of a locked login must not show through either.
        locked: { login: locked.login, password: STAFF_PASSWORD },
      };
      const times: Record<keyof typeof tries, number[]> = { known: [], unknown: [], locked: [] };
      const answers = new Set<string>();
      // Interleaved, so that a slower moment of the machine weighs on every kind alike.
      for (let round = 0; round < 30; round += 1) {
        for (const kind of Object.keys(tries) as Array<keyof typeof tries>) {
          const started = process.hrtime.bigint();
          const res = await signIn(tries[kind], `198.51.100.${round + 1}`);
          times[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
          answers.add(`${res.statusCode}/${res.json().codeId}/${res.json().msg}`);
        }
        await unlock();
      }
      expect([...answers]).toEqual(['401/115/Password Error']);
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const medians = Object.values(times).map(median);
      expect(Math.max(...medians) / Math.min(...medians)).toBeLessThan(2);
    },
    BURST_MS,
  );

  it('a set-up link refuses common and repeated passwords (400/147) and stays usable for a better one', async () => {
    const login = uniqueLogin('chenda');
    const { setupUrl } = await createStaff(t.db, defaultConfig(), { login, name: 'Chenda Sok', role: 'catalogue' });
    const setUp = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/merchant/auth/setup',
        payload: { token: tokenOf(setupUrl), password },
      });
    for (const password of ['1111111111', 'password123', 'qwertyuiop', 'abcdefghijk', 'Password1234', `${login}2026`]) {
      const res = await setUp(password);
      expect({ password, status: res.statusCode, body: res.json() }).toEqual({
        password,
        status: 400,
        body: { codeId: 147, msg: 'The password is too common or too easy to guess' },
      });
    }
    expect((await setUp('Sovann-Phsar-2026')).statusCode).toBe(200);
  });
});
