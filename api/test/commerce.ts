// Test support for the member's commerce calls: a small client over app.inject and catalogue fixtures.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db';
import { clock, toIso } from '../src/clock';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON answer's fields directly
  body: any;
}

/** A member's (or a visitor's) view of the API through app.inject. */
export function client(app: FastifyInstance, token?: string, extraHeaders: Record<string, string> = {}) {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders };
  const send = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    query?: Record<string, string>,
  ): Promise<Answer> => {
    const response = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
      query,
    });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    get: (url: string, query: Record<string, string | number> = {}) =>
      send('GET', url, undefined, Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))),
    post: (url: string, body: unknown = {}) => send('POST', url, body),
  };
}

export type Client = ReturnType<typeof client>;

/** How many answers came back with each `status/codeId` (`200/ok` for a success). */
export function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.status}/${a.body.codeId ?? 'ok'}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export interface SkuFixture {
  skuId: number;
  prodId: number;
  shopId: number;
  stock: number;
  priceCents: number;
}

/** On-sale SKUs of on-sale products, lowest id first; `skip` picks different ones for tests that must not share. */
export async function onSaleSkus(db: Db, count: number, skip = 0): Promise<SkuFixture[]> {
  const rows = await db
    .selectFrom('sku')
    .innerJoin('product', 'product.id', 'sku.prod_id')
    .select(['sku.id', 'sku.prod_id', 'product.shop_id', 'sku.stock', 'sku.price_cents'])
    .where('sku.status', '=', 1)
    .where('product.status', '=', 1)
    .orderBy('sku.id')
    .offset(skip)
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error('the seed has too few SKUs on sale');
  return rows.map((r) => ({
    skuId: Number(r.id),
    prodId: Number(r.prod_id),
    shopId: Number(r.shop_id),
    stock: Number(r.stock),
    priceCents: Number(r.price_cents),
  }));
}

export async function setSku(
  db: Db,
  skuId: number,
  values: { stock?: number; price_cents?: number; status?: number },
): Promise<void> {
  await db.updateTable('sku').set(values).where('id', '=', skuId).execute();
}

export async function stockOf(db: Db, skuId: number): Promise<number> {
  const row = await db.selectFrom('sku').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow();
  return Number(row.stock);
}

export async function soldNumOf(db: Db, prodId: number): Promise<number> {
  const row = await db.selectFrom('product').select('sold_num').where('id', '=', prodId).executeTakeFirstOrThrow();
  return Number(row.sold_num);
}

export function recTimeIn(hours: number): string {
  return toIso(clock.now() + hours * 3_600_000);
}

export async function addAddress(api: Client, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await api.post('address/addAddr', {
    receiver: 'Sokha Chan',
    mobile: '012345678',
    addr: 'No. 12, Street 240, Daun Penh',
    addrType: 1,
    ...overrides,
  });
  if (answer.status !== 200) throw new Error(`addAddr failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.addrId;
}

/** shopCart/changeItem: adds `count` to the SKU's line, or with basketId sets that line's count. */
export function changeCartItem(api: Client, sku: SkuFixture, count: number, basketId?: number) {
  return api.post('shopCart/changeItem', {
    prodId: sku.prodId,
    shopId: sku.shopId,
    skuId: sku.skuId,
    count,
    ...(basketId ? { basketId } : {}),
  });
}

export function orderItemOf(sku: SkuFixture, prodCount: number) {
  return { shopId: sku.shopId, prodId: sku.prodId, skuId: sku.skuId, prodCount };
}

/** Buy now: confirmation then placing; answers the placing call's answer. */
export async function buyNow(
  api: Client,
  sku: SkuFixture,
  prodCount: number,
  addrId: number,
): Promise<Answer & { orderNumber?: string }> {
  const confirmation = await api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(sku, prodCount) });
  if (confirmation.status !== 200) return confirmation;
  const orderNumber: string = confirmation.body.data.orderNumber;
  const placed = await api.post('order/confirmation', {
    orderNumber,
    addrId,
    recTime: recTimeIn(24),
    paymentMethod: 1,
    orderItem: orderItemOf(sku, prodCount),
  });
  return { ...placed, orderNumber };
}

export async function orderStatusOf(db: Db, orderNumber: string): Promise<number> {
  const row = await db
    .selectFrom('order')
    .select('status')
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return Number(row.status);
}

export async function setOrderStatus(db: Db, orderNumber: string, status: number): Promise<void> {
  await db.updateTable('order').set({ status }).where('order_number', '=', orderNumber).execute();
}

/** Row counts and a content digest of every table: "no row changed" is digest equality. */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const { createHash } = await import('node:crypto');
  const tables = [
    'member',
    'session',
    'verification_code',
    'category',
    'product',
    'product_category',
    'tag',
    'product_tag',
    'spec',
    'spec_value',
    'sku',
    'banner',
    'hot_search',
    'site_setting',
    'cart_item',
    'address',
    'favorite',
    'checkout',
    'order',
    'order_item',
    'order_event',
    'payment',
    'open_payment',
  ] as const;
  const digest: Record<string, string> = {};
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    const lines = rows.map((r) =>
      JSON.stringify(
        Object.entries(r)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, v === null ? null : String(v)]),
      ),
    );
    lines.sort();
    digest[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return digest;
}

let quickSerial = 0;
/**
 * A signed-in member made straight in the database (no SMS, no password hashing): for tests that need many
 * shoppers. The sign-up path itself is covered by the member tests and by signUpMember.
 */
export async function quickMember(db: Db): Promise<{ token: string; mobile: string; memberId: number }> {
  const { insertMember } = await import('../src/repositories/member');
  const { insertSession } = await import('../src/repositories/session');
  const { newToken, hashToken } = await import('../src/services/auth-tokens');
  quickSerial += 1;
  const mobile = `07${String(process.pid % 1000).padStart(3, '0')}${String(quickSerial).padStart(5, '0')}`;
  const now = clock.now();
  const memberId = await insertMember(db, {
    mobile,
    nickName: `Shopper ${quickSerial}`,
    passwordHash: 'none',
    createdAt: now,
  });
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    memberId: Number(memberId),
    createdAt: now,
    expiresAt: now + 86_400_000,
  });
  return { token, mobile, memberId: Number(memberId) };
}

/**
 * A fresh, migrated, seeded database that outlives an app (for restart and multi-process tests), where
 * helpers.createTestApp ties one database to one app. drop() removes it.
 */
/** A new database of that kind with the test mall in it (`empty`: not even the schema, as a new deployment finds it). */
export async function createTestDatabase(
  kind: 'sqlite' | 'postgres',
  { empty = false } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const { randomBytes } = await import('node:crypto');
  const { openDatabase, migrateToLatest } = await import('../src/db');
  const { seedTestMall } = await import('../src/seed');
  let url: string;
  let drop: () => Promise<void>;
  if (kind === 'postgres') {
    const { Client: PgClient } = await import('pg');
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `mall_test_${randomBytes(6).toString('hex')}`;
    const admin = new PgClient({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    // A closed pool's sockets close a moment later; forcing the drop then would kill them mid-goodbye (an
    // unhandled 'terminating connection' error), so wait for them first and force only as a last resort.
    drop = async () => {
      const c = new PgClient({ connectionString: adminUrl });
      await c.connect();
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 50 ? ' WITH (FORCE)' : ''}`);
            break;
          } catch (error) {
            if (attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await c.end();
      }
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-'));
    url = path.join(dir, 'mall.db');
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  if (empty) return { url, drop };
  const opened = await openDatabase(url);
  await migrateToLatest(opened.db);
  await seedTestMall(opened.db);
  await opened.close();
  return { url, drop };
}
