// robots.txt, the sitemap (read by the `sitemap` package's parser, as a crawler would) and the link previews' PNG.
import { Readable } from 'node:stream';
import { XMLToSitemapItemStream, parseSitemapIndex, type SitemapItem } from 'sitemap';
import sharp from 'sharp';
import { createTestApp, databases, type TestApp } from '../../../test/helpers';
import { PRODUCTS_PER_SITEMAP } from '../../services/crawl';

const SITE = 'https://shop.phsarpenh.example';

async function urlsOf(xml: string): Promise<SitemapItem[]> {
  const items: SitemapItem[] = [];
  for await (const item of Readable.from([xml]).pipe(new XMLToSitemapItemStream())) items.push(item as SitemapItem);
  return items;
}

describe.each(databases)('crawl: robots.txt, sitemap, preview pictures (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { publicOrigin: SITE } });
  });
  afterAll(() => t.close());

  it('robots.txt names the sitemap and keeps crawlers out of the shopper’s own pages and the console', async () => {
    const res = await t.app.inject({ url: '/api/crawl/robots.txt' });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const page of ['cart', 'confirm', 'centre', 'user'])
      for (const face of ['laptop', 'mobile']) expect(lines).toContain(`Disallow: /${face}/${page}`);
    expect(lines).toContain('Disallow: /merchant/');
    expect(lines).not.toContain('Disallow: /laptop/product');
  });

  it('the sitemap index names pages that list every on-sale product and category in each language, with lastmod', async () => {
    const index = await t.app.inject({ url: '/api/crawl/sitemap.xml' });
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const pages = await parseSitemapIndex(Readable.from([index.body]));
    expect(pages.map((page) => page.url)).toEqual([`${SITE}/sitemap-categories.xml`, `${SITE}/sitemap-products-0.xml`]);

    const products = await urlsOf((await t.app.inject({ url: '/api/crawl/sitemap-products-0.xml' })).body);
    const onSale = await t.db.selectFrom('product').select(['id', 'updated_at']).where('status', '=', 1).execute();
    expect(products.length).toBe(onSale.length * 3);
    for (const row of onSale)
      for (const lang of ['km', 'en', 'zh']) {
        const entry = products.find((item) => item.url === `${SITE}/laptop/product?prodId=${row.id}&lang=${lang}`);
        expect(entry?.lastmod).toBe(new Date(Number(row.updated_at)).toISOString().slice(0, 10));
      }
    const removed = await t.db.selectFrom('product').select('id').where('status', '!=', 1).execute();
    for (const row of removed) expect(products.some((item) => item.url.includes(`prodId=${row.id}&`))).toBe(false);

    const categories = await urlsOf((await t.app.inject({ url: '/api/crawl/sitemap-categories.xml' })).body);
    const all = await t.db.selectFrom('category').select('id').execute();
    expect(categories.map((item) => item.url).sort()).toEqual(
      all.flatMap((row) => ['km', 'en', 'zh'].map((lang) => `${SITE}/laptop/classify/${row.id}?lang=${lang}`)).sort(),
    );
    expect(categories.every((item) => /^\d{4}-\d{2}-\d{2}/.test(item.lastmod ?? ''))).toBe(true);
  });

  it(`cuts the products into pages of ${PRODUCTS_PER_SITEMAP} (at most 50,000 addresses), keyed by product id`, async () => {
    const paged = await createTestApp(kind, { config: { publicOrigin: SITE } });
    try {
      // Enough copies of the first product to need a second page.
      const first = await paged.db
        .selectFrom('product')
        .select([
          'shop_id',
          'name_kh',
          'name_en',
          'name_cn',
          'brief_kh',
          'brief_en',
          'brief_cn',
          'content_kh',
          'content_en',
          'content_cn',
          'search_text',
          'pic',
          'imgs',
          'price_cents',
          'ori_price_cents',
          'sold_num',
          'status',
          'created_at',
          'updated_at',
        ])
        .where('status', '=', 1)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      for (let done = 0; done < PRODUCTS_PER_SITEMAP; done += 1000)
        await paged.db
          .insertInto('product')
          .values(Array.from({ length: 1000 }, () => first))
          .execute();
      const index = await paged.app.inject({ url: '/api/crawl/sitemap.xml' });
      const pages = (await parseSitemapIndex(Readable.from([index.body]))).map((page) => page.url);
      const ids = await paged.db.selectFrom('product').select('id').where('status', '=', 1).orderBy('id').execute();
      const secondAfter = ids[PRODUCTS_PER_SITEMAP - 1].id;
      expect(pages).toEqual([
        `${SITE}/sitemap-categories.xml`,
        `${SITE}/sitemap-products-0.xml`,
        `${SITE}/sitemap-products-${secondAfter}.xml`,
      ]);
      const firstPage = await urlsOf((await paged.app.inject({ url: '/api/crawl/sitemap-products-0.xml' })).body);
      const secondPage = await urlsOf(
        (await paged.app.inject({ url: `/api/crawl/sitemap-products-${secondAfter}.xml` })).body,
      );
      expect(firstPage.length).toBe(PRODUCTS_PER_SITEMAP * 3);
      expect(firstPage.length).toBeLessThanOrEqual(50_000);
      expect(secondPage.length).toBe((ids.length - PRODUCTS_PER_SITEMAP) * 3);
    } finally {
      await paged.close();
    }
  });
  it('draws a product picture as a 1200×630 PNG for link previews; a bad name is 404', async () => {
    const res = await t.app.inject({ url: '/api/images/preview/prod/fruit-30-1.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    for (const url of ['/api/images/preview/prod/fruit-30-1.svg', '/api/images/preview/prod/nothing-30-1.png'])
      expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});
