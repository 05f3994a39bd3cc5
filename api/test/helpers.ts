// Test apps on fresh databases: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { openDatabase, migrateToLatest, type Db, type DialectName } from '../src/db';
import { seedTestMall } from '../src/seed';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';

export const databases: Array<[DialectName, string | undefined]> = [
  ['sqlite', undefined],
  ...(process.env.TEST_DATABASE_URL ? [['postgres', process.env.TEST_DATABASE_URL] as [DialectName, string]] : []),
];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new app on a new, migrated database seeded with the small test mall; close() drops the database. */
export async function createTestApp(
  kind: DialectName,
  opts: { config?: Partial<AppConfig>; seed?: boolean } = {},
): Promise<TestApp> {
  let url: string;
  let dropDatabase: () => Promise<void>;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `mall_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = databaseUrlWithName(adminUrl, name);
    dropDatabase = async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-'));
    url = path.join(dir, 'mall.db');
    dropDatabase = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const opened = await openDatabase(url);
  await migrateToLatest(opened.db);
  if (opts.seed !== false) await seedTestMall(opened.db);
  const app = await buildApp({ db: opened.db, dialect: opened.dialect, config: opts.config });
  await app.ready();
  return {
    app,
    db: opened.db,
    close: async () => {
      await app.close();
      await opened.close();
      await dropDatabase();
    },
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

let mobileSerial = 0;
/** A mobile number no other test in this process uses. */
export function uniqueMobile(): string {
  mobileSerial += 1;
  return `09${String(process.pid % 1000).padStart(3, '0')}${String(mobileSerial).padStart(4, '0')}`;
}

/** Registers a member the way the shop does (getVcode, the dev outbox, register); returns its token. */
export async function signUpMember(
  app: FastifyInstance,
  mobile: string = uniqueMobile(),
): Promise<{ token: string; mobile: string; password: string }> {
  const password = 'secret123';
  const sent = await app.inject({ method: 'POST', url: '/api/member/getVcode', payload: { registerOrBind: 1, mobile } });
  if (sent.statusCode !== 200) throw new Error(`getVcode failed: ${sent.body}`);
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}` });
  const { code } = outbox.json().data as { code: string };
  const registered = await app.inject({
    method: 'POST',
    url: '/api/member/register',
    payload: { mobile, password: md5(password), validCode: code },
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  return { token: registered.json().data.token as string, mobile, password };
}

/** Facts about the seeded test mall that tests need, found by query rather than by fixed id. */
export async function catalogueFacts(db: Db) {
  const products = await db.selectFrom('product').select(['id', 'status', 'price_cents']).orderBy('id').execute();
  const skus = await db.selectFrom('sku').select(['id', 'prod_id', 'stock', 'price_cents', 'spec_values']).where('status', '=', 1).orderBy('id').execute();
  const live = new Set(products.filter((p) => p.status === 1).map((p) => p.id));
  const skusOf = (prodId: number) => skus.filter((s) => s.prod_id === prodId);
  const inStock = skus.filter((s) => live.has(s.prod_id) && s.stock >= 5);
  const twoSpec = skus.find((s) => live.has(s.prod_id) && Object.keys(JSON.parse(s.spec_values)).length === 2);
  const soldOutProduct = products.find((p) => live.has(p.id) && skusOf(p.id).every((s) => s.stock === 0));
  return {
    /** A SKU with at least 5 in stock, on a product on sale. */
    inStockSku: { prodId: inStock[0].prod_id, skuId: inStock[0].id, stock: inStock[0].stock, price: inStock[0].price_cents / 100 },
    /** Another such SKU, of a different product. */
    otherInStockSku: (() => {
      const s = inStock.find((x) => x.prod_id !== inStock[0].prod_id)!;
      return { prodId: s.prod_id, skuId: s.id, stock: s.stock, price: s.price_cents / 100 };
    })(),
    /** A SKU of a product with two specs (size × colour or storage × colour). */
    twoSpecSku: twoSpec && { prodId: twoSpec.prod_id, skuId: twoSpec.id },
    /** A product on sale whose every SKU is out of stock. */
    soldOut: soldOutProduct && { prodId: soldOutProduct.id, skuId: skusOf(soldOutProduct.id)[0].id },
    /** A product removed from sale (prodInfo answers 121). */
    removedProdId: products.find((p) => p.status === 0)!.id,
    removedSkuId: skus.find((s) => s.prod_id === products.find((p) => p.status === 0)!.id)!.id,
  };
}
