// The sweep purges what can no longer be used, runs as a scheduled job, and once at a time per cluster.
import { sql } from 'kysely';
import { createTestApp, databases, whileAnotherProcessHolds, type TestApp } from '../../../test/helpers';
import { quickMember } from '../../../test/commerce';
import { clock } from '../../clock';
import { insertCode } from '../../repositories/verification-code';
import { insertSession, revokeSession } from '../../repositories/session';
import { insertCheckout } from '../../repositories/checkout-repository';
import { hashToken } from '../auth-tokens';
import { CODE_KEPT_MS, sweepOncePerCluster } from '../expiry';

const HOUR = 3_600_000;

describe.each(databases)('expiry sweep (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** One of each: dead and alive codes, sessions and reservations. */
  async function litter(tag: string) {
    const now = clock.now();
    const { memberId } = await quickMember(t.db);
    const code = (mobile: string, createdAt: number) =>
      insertCode(t.db, { mobile, purpose: 1, codeHash: 'x', createdAt, expiresAt: createdAt + 10 * 60_000 });
    await code(`0${tag}1`, now - CODE_KEPT_MS - HOUR); // expired more than a day ago
    await code(`0${tag}2`, now - 2 * HOUR); // expired, still counted by the daily cap
    const session = (name: string, expiresAt: number) =>
      insertSession(t.db, { tokenHash: hashToken(`${tag}-${name}`), memberId, createdAt: now - HOUR, expiresAt });
    await session('expired', now - 1);
    await session('revoked', now + HOUR);
    await revokeSession(t.db, hashToken(`${tag}-revoked`), now);
    await session('live', now + HOUR);
    const checkout = (orderNumber: string, expiresAt: number) =>
      insertCheckout(t.db, { orderNumber, memberId, source: 'buynow', lines: [], expiresAt }, now - HOUR);
    await checkout(`${tag}-old`, now - 1);
    await checkout(`${tag}-open`, now + HOUR);
  }

  async function leftOver(tag: string) {
    const codes = await t.db
      .selectFrom('verification_code')
      .select('mobile')
      .where('mobile', 'like', `0${tag}%`)
      .orderBy('mobile')
      .execute();
    const sessions = await t.db
      .selectFrom('session')
      .select('token_hash')
      .where(
        'token_hash',
        'in',
        ['expired', 'revoked', 'live'].map((name) => hashToken(`${tag}-${name}`)),
      )
      .execute();
    const checkouts = await t.db
      .selectFrom('checkout')
      .select('order_number')
      .where('order_number', 'like', `${tag}-%`)
      .execute();
    return {
      codes: codes.map((row) => row.mobile),
      sessions: sessions.map((row) => row.token_hash),
      checkouts: checkouts.map((row) => row.order_number),
    };
  }

  it('purges old codes, dead sessions and expired reservations, and keeps the rest', async () => {
    await litter('91');
    const result = await sweepOncePerCluster(t.db, 30);
    expect(result).toMatchObject({
      codes: expect.any(Number),
      sessions: expect.any(Number),
      checkouts: expect.any(Number),
    });
    expect(await leftOver('91')).toEqual({ codes: ['0912'], sessions: [hashToken('91-live')], checkouts: ['91-open'] });
  });

  it("runs as the server's scheduled job, once a minute across every process", async () => {
    await litter('92');
    await t.app.jobs.tick();
    expect(await leftOver('92')).toEqual({ codes: ['0922'], sessions: [hashToken('92-live')], checkouts: ['92-open'] });
    const minute = Math.floor(Date.now() / 60_000);
    const sweeps = await t.db.selectFrom('job').select(['key', 'status']).where('kind', '=', 'sweep').execute();
    expect(sweeps.filter((job) => job.key === `sweep:${minute}` || job.key === `sweep:${minute - 1}`)).toEqual([
      { key: expect.stringMatching(/^sweep:/), status: 'done' },
    ]);
  });

  if (kind === 'sqlite') {
    it('finds what it purges through indexes, not by reading whole tables', async () => {
      const executor = t.db.getExecutor();
      const statements: { sql: string; parameters: readonly unknown[] }[] = [];
      const execute = executor.executeQuery.bind(executor);
      const spy = jest.spyOn(executor, 'executeQuery').mockImplementation((query, ...rest) => {
        statements.push(query);
        return execute(query, ...rest);
      });
      try {
        await sweepOncePerCluster(t.db, 30);
      } finally {
        spy.mockRestore();
      }
      const purges = statements.filter((s) => /^(delete|update|select)/i.test(s.sql));
      expect(purges.map((s) => /^delete from "(\w+)"/i.exec(s.sql)?.[1]).filter(Boolean)).toEqual(
        expect.arrayContaining(['checkout', 'verification_code', 'session']),
      );
      for (const statement of purges) {
        const plan = sql.raw<{ detail: string }>(`explain query plan ${statement.sql}`).compile(t.db);
        const { rows } = await t.db.executeQuery<{ detail: string }>({ ...plan, parameters: statement.parameters });
        const scans = rows.map((row) => row.detail).filter((detail) => /^SCAN (?!CONSTANT)\S+$/.test(detail));
        expect({ sql: statement.sql, scans }).toEqual({ sql: statement.sql, scans: [] });
      }
    });
  }

  if (kind === 'postgres') {
    it('skips its turn while another process of the cluster sweeps', async () => {
      await litter('93');
      await whileAnotherProcessHolds(t.db, 'sweep', async () => {
        expect(await sweepOncePerCluster(t.db, 30)).toBeUndefined();
        expect((await leftOver('93')).codes).toEqual(['0931', '0932']);
      });
      expect(await sweepOncePerCluster(t.db, 30)).toBeDefined();
      expect((await leftOver('93')).codes).toEqual(['0932']);
    });
  }
});
