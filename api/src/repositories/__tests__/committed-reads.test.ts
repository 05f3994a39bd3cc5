// The reads of every signed-in call (compiledOnce) see committed rows only, and a transaction left open by another
// request neither holds them up nor shows them its writes (on SQLite they go to a connection of their own).
import { clock } from '../../clock';
import { hashToken, newToken } from '../../services/auth-tokens';
import { insertSession, revokeSession } from '../session';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { quickMember } from '../../../test/commerce';

describe.each(databases)('reads of a signed-in call on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it("answer at once while another request's transaction is open, without its rows, and with them once committed", async () => {
    const { memberId } = await quickMember(t.db);
    const token = newToken();
    const now = clock.now();
    let written!: () => void;
    let finish!: () => void;
    const sessionWritten = new Promise<void>((resolve) => (written = resolve));
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = t.db.transaction().execute(async (trx) => {
      await insertSession(trx, { tokenHash: hashToken(token), memberId, createdAt: now, expiresAt: now + 60_000 });
      written();
      await finished;
    });
    await sessionWritten;

    const cart = () => t.app.inject({ url: '/api/shopCart/info', headers: bearer(token) });
    const started = Date.now();
    expect((await cart()).statusCode).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);

    finish();
    await transaction;
    expect((await cart()).statusCode).toBe(200);
  });

  it('a session signed out or a member disabled by any connection is refused by the very next call', async () => {
    const cart = (token: string) => t.app.inject({ url: '/api/shopCart/info', headers: bearer(token) });
    const first = await quickMember(t.db);
    expect((await cart(first.token)).statusCode).toBe(200);
    expect((await cart(first.token)).statusCode).toBe(200); // the second check answered from what was read
    await revokeSession(t.db, hashToken(first.token), clock.now());
    expect((await cart(first.token)).statusCode).toBe(401);

    const second = await quickMember(t.db);
    expect((await cart(second.token)).statusCode).toBe(200);
    await t.db.updateTable('member').set({ status: 0 }).where('id', '=', second.memberId).execute();
    expect((await cart(second.token)).statusCode).toBe(403);
  });
});
