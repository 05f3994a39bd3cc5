// Test apps on fresh databases: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { sql } from 'kysely';
import { openDatabase, migrateToLatest, type Db, type DialectName } from '../src/db';
import { seedTestMall } from '../src/seed';
import { CLUSTER_LOCK } from '../src/repositories/cluster-lock';
import { buildApp } from '../src/app';
import type { PhotoStorage } from '../src/services/photo-storage';
import { defaultConfig, type AppConfig, type PhotoSettings } from '../src/config';

export const databases: Array<[DialectName, string | undefined]> = [
  ['sqlite', undefined],
  ...(process.env.TEST_DATABASE_URL ? [['postgres', process.env.TEST_DATABASE_URL] as [DialectName, string]] : []),
];

/** Tests send bursts from one address on purpose; the rate-limit tests set their own low limits. */
export const TEST_RATE_LIMITS = {
  authRequestsPerMinute: 1_000_000,
  browseRequestsPerMinute: 1_000_000,
  staffRequestsPerMinute: 1_000_000,
  staffCostlyRequestsPerMinute: 1_000_000,
} as const;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The database's URL (or SQLite file), for processes the test starts on it. */
  url: string;
  close(): Promise<void>;
}

function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

// Migrating and seeding once per schema-and-seed version, then copying, keeps every test app cheap.
// search_text is written by searchTextOf in the normal form of lib/search-text.ts: both shape the seeded rows too.
const SOURCES = [
  path.join(__dirname, '../src/db'),
  path.join(__dirname, '../src/seed'),
  path.join(__dirname, '../src/repositories/product-search.ts'),
  path.join(__dirname, '../src/lib/search-text.ts'),
];
function templateVersion(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  SOURCES.forEach((source) =>
    fs.statSync(source).isDirectory()
      ? walk(source)
      : hash.update(path.basename(source)).update(fs.readFileSync(source)),
  );
  return hash.digest('hex').slice(0, 12);
}

let versionCache: string | undefined;

async function prepare(url: string, seed: boolean): Promise<void> {
  const opened = await openDatabase(url);
  await migrateToLatest(opened.db);
  if (seed) await seedTestMall(opened.db);
  await opened.close();
}

const sqliteTemplates: Partial<Record<'seeded' | 'empty', Promise<string>>> = {};
function sqliteTemplate(seed: boolean): Promise<string> {
  const key = seed ? 'seeded' : 'empty';
  sqliteTemplates[key] ??= (async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mall-template-')), 'mall.db');
    await prepare(file, seed);
    return file;
  })();
  return sqliteTemplates[key]!;
}

async function withAdmin<T>(adminUrl: string, run: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A template database, built once (under an advisory lock, as jest workers race for it). */
async function postgresTemplate(adminUrl: string, seed: boolean): Promise<string> {
  const name = `mall_tpl_${seed ? 's' : 'e'}_${(versionCache ??= templateVersion())}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(727274)');
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        await prepare(databaseUrlWithName(adminUrl, building), seed);
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(727274)');
    }
  });
  return name;
}

/** A new app on a new, migrated database seeded with the small test mall (unless seed: false); close() drops it. */
export async function createTestApp(
  kind: DialectName,
  opts: {
    config?: Omit<Partial<AppConfig>, 'photos'> & { photos?: Partial<PhotoSettings> };
    seed?: boolean;
    photoStorage?: PhotoStorage;
  } = {},
): Promise<TestApp> {
  const seed = opts.seed !== false;
  let url: string;
  let dropDatabase: () => Promise<void>;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `mall_test_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, async (admin) => {
      // Templates are kept (other test runs on this server may be using theirs); one dropped by hand is rebuilt.
      const create = async () =>
        admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(adminUrl, seed)}`);
      await create().catch((error: { code?: string }) => {
        if (error.code !== '3D000') throw error;
        return create();
      });
      // A test database need not survive a crash: skip the flush at every commit.
      await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    });
    url = databaseUrlWithName(adminUrl, name);
    // A closed pool's sockets go a moment later; forcing the drop at once would kill them mid-goodbye (an unhandled
    // 'terminating connection' error in the test), so wait for them and force only as a last resort.
    dropDatabase = () =>
      withAdmin(adminUrl, async (admin) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 50 ? ' WITH (FORCE)' : ''}`);
            return;
          } catch (error) {
            if (attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      });
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-'));
    url = path.join(dir, 'mall.db');
    fs.copyFileSync(await sqliteTemplate(seed), url);
    dropDatabase = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const opened = await openDatabase(url);
  // Uploaded photos go to a folder of this app's own, never the repository's api/data.
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-photos-'));
  const app = await buildApp({
    db: opened.db,
    dialect: opened.dialect,
    photoStorage: opts.photoStorage,
    config: {
      ...TEST_RATE_LIMITS,
      // Jobs run when a test asks (app.jobs.tick()), not on a timer of their own.
      jobs: { ...defaultConfig().jobs, runInApi: false, timedMessages: false },
      ...opts.config,
      photos: { ...defaultConfig().photos, dir: photoDir, ...opts.config?.photos },
    },
  });
  await app.ready();
  return {
    app,
    db: opened.db,
    url,
    close: async () => {
      await app.close();
      await opened.close();
      await dropDatabase();
      fs.rmSync(photoDir, { recursive: true, force: true });
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
  const sent = await app.inject({
    method: 'POST',
    url: '/api/member/getVcode',
    payload: { registerOrBind: 1, mobile },
  });
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
  const skus = await db
    .selectFrom('sku')
    .select(['id', 'prod_id', 'stock', 'price_cents', 'spec_values'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  const live = new Set(products.filter((p) => p.status === 1).map((p) => p.id));
  const skusOf = (prodId: number) => skus.filter((s) => s.prod_id === prodId);
  const inStock = skus.filter((s) => live.has(s.prod_id) && s.stock >= 5);
  const twoSpec = skus.find((s) => live.has(s.prod_id) && Object.keys(JSON.parse(s.spec_values)).length === 2);
  const soldOutProduct = products.find((p) => live.has(p.id) && skusOf(p.id).every((s) => s.stock === 0));
  return {
    /** A SKU with at least 5 in stock, on a product on sale. */
    inStockSku: {
      prodId: inStock[0].prod_id,
      skuId: inStock[0].id,
      stock: inStock[0].stock,
      price: inStock[0].price_cents / 100,
    },
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

/** Runs `whileHeld` while another process of the cluster (its own pool on the same PostgreSQL database) holds a job's lock. */
export async function whileAnotherProcessHolds<T>(
  db: Db,
  job: keyof typeof CLUSTER_LOCK,
  whileHeld: () => Promise<T>,
): Promise<T> {
  const key = CLUSTER_LOCK[job];
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0].name}`;
  const other = await openDatabase(url.toString());
  try {
    return await other.db.connection().execute(async (connection) => {
      await sql`SELECT pg_advisory_lock(${key})`.execute(connection);
      try {
        return await whileHeld();
      } finally {
        await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
      }
    });
  } finally {
    await other.close();
  }
}
