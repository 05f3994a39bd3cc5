// The demo mall (first start), the small test mall, and a large catalogue for the benchmark.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { dialectOfDb, type Db } from '../db';
import { createRng } from './prng';
import { composeCatalogue, composeProduct, SEED_EPOCH, type ProductDef } from './compose';
import { insertProducts } from './insert';
import { CATEGORIES, DEMO_MEMBER, HOT_SEARCHES, SITE_SETTINGS, TAGS } from './vocabulary';
import { imageUrl } from '../services/images';
import { hashPassword } from '../services/auth-passwords';
import { writeSiteSettings } from '../repositories/site';

export { DEMO_MEMBER } from './vocabulary';

interface CategoryIds {
  top: number[];
  subs: number[][];
}

async function seedCategories(db: Db): Promise<CategoryIds> {
  const top: number[] = [];
  const subs: number[][] = [];
  for (const [seq, c] of CATEGORIES.entries()) {
    const row = await db
      .insertInto('category')
      .values({
        parent_id: 0,
        name_kh: c.name.kh,
        name_en: c.name.en,
        name_cn: c.name.cn,
        pic: imageUrl('cat', c.icon, c.hue),
        seq,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    top.push(row.id);
    const subIds: number[] = [];
    for (const [subSeq, s] of c.subs.entries()) {
      const sub = await db
        .insertInto('category')
        .values({
          parent_id: row.id,
          name_kh: s.name.kh,
          name_en: s.name.en,
          name_cn: s.name.cn,
          pic: imageUrl('cat', s.icon, s.hue),
          seq: subSeq,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      subIds.push(sub.id);
    }
    subs.push(subIds);
  }
  return { top, subs };
}

function leafCategory(ids: CategoryIds) {
  return (p: ProductDef) =>
    (p.subIndex !== undefined && ids.subs[p.categoryIndex][p.subIndex]) || ids.top[p.categoryIndex];
}

async function seedTags(db: Db, products: ProductDef[], productIds: number[], perTag: number): Promise<void> {
  const live = products.map((p, i) => ({ p, id: productIds[i] })).filter(({ p }) => p.status === 1);
  const picks = [
    [...live].sort((a, b) => b.p.createdAt - a.p.createdAt),
    [...live].sort((a, b) => b.p.soldNum - a.p.soldNum),
    live.filter(({ p }) => p.skus.some((s) => s.oriPriceCents > s.priceCents)),
  ];
  for (const [seq, tag] of TAGS.entries()) {
    const row = await db
      .insertInto('tag')
      .values({ title_kh: tag.title.kh, title_en: tag.title.en, title_cn: tag.title.cn, seq, style: tag.style })
      .returning('id')
      .executeTakeFirstOrThrow();
    const members = picks[seq].slice(0, perTag);
    if (members.length)
      await db
        .insertInto('product_tag')
        .values(members.map(({ id }) => ({ prod_id: id, tag_id: row.id })))
        .execute();
  }
}

async function seedSiteContent(db: Db, productIds: number[]): Promise<void> {
  await db
    .insertInto('hot_search')
    .values(HOT_SEARCHES.map((h, seq) => ({ title_kh: h.kh, title_en: h.en, title_cn: h.cn, seq })))
    .execute();
  await writeSiteSettings(db, SITE_SETTINGS);
  const banners = [
    { img_url: imageUrl('banner', 'fruit', 35, 0), prod_id: productIds[0] ?? null, seq: 0 },
    { img_url: imageUrl('banner', 'phone', 215, 1), prod_id: productIds[3] ?? null, seq: 1 },
    { img_url: imageUrl('banner', 'gift', 350, 2), prod_id: null, seq: 2 },
    { img_url: imageUrl('banner', 'shirt', 190, 3), prod_id: productIds[6] ?? null, seq: 3 },
  ];
  await db.insertInto('banner').values(banners).execute();
}

async function seedDemoMember(db: Db): Promise<void> {
  const md5 = createHash('md5').update(DEMO_MEMBER.password).digest('hex');
  await db
    .insertInto('member')
    .values({
      mobile: DEMO_MEMBER.mobile,
      nick_name: DEMO_MEMBER.nickName,
      password_hash: await hashPassword(md5),
      status: 1,
      failed_logins: 0,
      locked_until: null,
      created_at: SEED_EPOCH,
    })
    .execute();
}

export interface SeedResult {
  products: number;
  categories: number;
}

/**
 * The demo mall: categories, `perCategory` products from each (24 gives 329), tags, banners, hot searches,
 * site settings and the demo member. The last product is removed from sale (it answers 121).
 */
export async function seedDemoMall(db: Db, opts: { perCategory?: number; tagSize?: number } = {}): Promise<SeedResult> {
  const rng = createRng(20261121);
  const ids = await seedCategories(db);
  const products = composeCatalogue(rng, opts.perCategory ?? 24);
  products[products.length - 1].status = 0;
  const productIds = await insertProducts(db, products, leafCategory(ids));
  await seedTags(db, products, productIds, opts.tagSize ?? 16);
  await seedSiteContent(db, productIds);
  await seedDemoMember(db);
  return { products: products.length, categories: ids.top.length + ids.subs.flat().length };
}

/** A small mall for tests: 3 products a category (42), the same shapes as the demo. */
export function seedTestMall(db: Db): Promise<SeedResult> {
  return seedDemoMall(db, { perCategory: 3, tagSize: 8 });
}

/**
 * Adds `n` more products (for the benchmark: up to 100,000), composed from the same vocabulary, in batches.
 * Needs the categories of a seeded mall.
 */
export async function seedLargeCatalogue(db: Db, n: number, onProgress?: (done: number) => void): Promise<void> {
  const top = await db.selectFrom('category').select('id').where('parent_id', '=', 0).orderBy('seq').execute();
  if (top.length < CATEGORIES.length) throw new Error('seedLargeCatalogue needs a seeded mall (its categories)');
  const rng = createRng(4242);
  const batch = 2000;
  for (let done = 0; done < n; done += batch) {
    const defs: ProductDef[] = [];
    for (let i = done; i < Math.min(n, done + batch); i++) {
      const categoryIndex = i % CATEGORIES.length;
      const category = CATEGORIES[categoryIndex];
      const item = category.items[rng.int(0, category.items.length - 1)];
      const qualifier = category.qualifiers[rng.int(0, category.qualifiers.length - 1)];
      const def = composeProduct(rng, categoryIndex, category, item, qualifier, i);
      def.name = { ...def.name, en: `${def.name.en} #${i + 1}` };
      defs.push(def);
    }
    await insertProducts(db, defs, (p) => top[p.categoryIndex].id, batch);
    onProgress?.(Math.min(n, done + batch));
  }
  // Fresh statistics (and, on PostgreSQL, the visibility map that index-only counts need) after a bulk load.
  if (dialectOfDb(db) === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
  else await sql`ANALYZE`.execute(db);
}
