// What a link bot or a crawler reads without running a script: each page read by open-graph-scraper (Open Graph,
// Twitter card and the JSON-LD blocks), the sitemap by the sitemap package's parser, all compared with the API.
// A product with a hostile name (in the journeys' database) stays text everywhere.
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import ogs from 'open-graph-scraper';
import StructuredDataValidator from '@adobe/structured-data-validator';
import { XMLToSitemapItemStream, parseSitemapIndex, type SitemapItem } from 'sitemap';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { anyProduct, callApi, faceOf, waitForTakeOver } from './support';

const LANGUAGES = ['km', 'en', 'zh'] as const;
const BRAND = { km: 'ផ្សារពេញ', en: 'Phsar Penh', zh: 'Phsar Penh' };
const HOSTILE = `</script><script>alert(1)</script> "Tom's" <!-- & ផ្សារ\u2028 金边 &amp;`;

interface Product {
  prodId: number;
  prodName: string;
  price: number;
  stock: number;
  pic: string;
  categories: number[];
}
interface Category {
  categoryId: number;
  categoryName: string;
}

/** A copy of an on-sale product (its SKUs and category too) named HOSTILE in all three languages. */
function insertHostileProduct(): number {
  const file = (process.env.MALL_E2E_DATABASE_URL ?? '').replace(/^file:/, '');
  const db = new Database(file);
  try {
    const columns = (table: string) =>
      (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[])
        .map((column) => column.name)
        .filter((name) => name !== 'id');
    const source = (db.prepare('SELECT id FROM product WHERE status = 1 ORDER BY id LIMIT 1').get() as { id: number })
      .id;
    const product = columns('product');
    const named = product.map((name) => (/^name_(kh|en|cn)$/.test(name) ? '@name' : name));
    const { lastInsertRowid } = db
      .prepare(`INSERT INTO product (${product.join(',')}) SELECT ${named.join(',')} FROM product WHERE id = @source`)
      .run({ name: HOSTILE, source });
    const id = Number(lastInsertRowid);
    for (const table of ['sku', 'product_category']) {
      const list = columns(table);
      const values = list.map((name) => (name === 'prod_id' ? '@id' : name));
      db.prepare(
        `INSERT INTO ${table} (${list.join(',')}) SELECT ${values.join(',')} FROM ${table} WHERE prod_id = @source`,
      ).run({
        id,
        source,
      });
    }
    return id;
  } finally {
    db.close();
  }
}

/** The page as a bot gets it (no script runs), read by open-graph-scraper. */
async function preview(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'User-Agent': 'TelegramBot (like TwitterBot)' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const { result } = await ogs({ html });
  return { html, result, jsonLd: (result.jsonLD ?? []) as Record<string, unknown>[] };
}

/** The JSON-LD's errors by Google's rich-result rules (@adobe/structured-data-validator; warnings: optional fields). */
async function structuredDataErrors(jsonLd: Record<string, unknown>[]) {
  const byType: Record<string, unknown[]> = {};
  for (const item of jsonLd) (byType[String(item['@type'])] ??= []).push(structuredClone(item));
  const issues = (await new StructuredDataValidator().validate({ jsonld: byType })) as { severity: string }[];
  return issues.filter((issue) => issue.severity !== 'WARNING');
}

const ofType = (jsonLd: Record<string, unknown>[], type: string) => jsonLd.find((item) => item['@type'] === type);

test.describe('link previews and crawlers, scripts off', () => {
  test.skip(({ isMobile }) => isMobile, 'what bots read does not depend on the face; the desktop run covers it');

  let hostileId: number;
  test.beforeAll(() => {
    hostileId = insertHostileProduct();
  });

  for (const language of LANGUAGES) {
    test(`product, category and home pages in ${language} preview as the API describes them`, async ({
      request,
      baseURL,
    }) => {
      // Pages, and the previews in them, are drawn by the Node shell server; nginx alone serves the static page (README
      // "Deploying": page addresses go to the shell server). robots.txt and the sitemap are checked behind nginx below.
      test.skip(process.env.MALL_E2E_SERVER === 'nginx', 'pages are drawn by the Node shell server, not nginx');
      const { prodId } = await anyProduct(request);
      const product = await callApi<Product>(request, 'GET', 'prod/prodInfo', { params: { prodId }, language });
      const page = await preview(request, `/laptop/product?prodId=${prodId}&lang=${language}`);
      expect(page.html).toContain(`<html lang="${language}"`);
      expect(page.result.ogTitle).toBe(`${product.prodName} · ${BRAND[language]}`);
      expect(page.result.twitterCard).toBe('summary_large_image');
      expect(page.result.ogUrl).toBe(`${baseURL}/laptop/product?prodId=${prodId}&lang=${language}`);
      expect(page.result.ogLocale).toBe({ km: 'km_KH', en: 'en_US', zh: 'zh_CN' }[language]);
      const picture = page.result.ogImage?.[0]?.url ?? '';
      expect(picture).toMatch(/^http:\/\/.+\.png(\?|$)/);
      const image = await request.get(picture);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(picture).toContain(product.pic.replace('/api/images/', '/api/images/preview/').replace(/\.svg$/, '.png'));

      expect(await structuredDataErrors(page.jsonLd)).toEqual([]);
      const offer = ofType(page.jsonLd, 'Product')?.offers as Record<string, string>;
      expect(ofType(page.jsonLd, 'Product')?.name).toBe(product.prodName);
      expect(Number(offer.price)).toBe(product.price);
      expect(offer.priceCurrency).toBe('USD');
      expect(offer.availability).toBe(`https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`);
      const crumbs = ofType(page.jsonLd, 'BreadcrumbList')?.itemListElement as { name: string }[];
      expect(crumbs.at(-1)?.name).toBe(product.prodName);
      for (const other of LANGUAGES)
        expect(page.html).toContain(
          `<link rel="alternate" hreflang="${other}" href="${baseURL}/laptop/product?prodId=${prodId}&amp;lang=${other}">`,
        );

      const categoryId = product.categories[0];
      const categories = await callApi<Category[]>(request, 'GET', 'crawl/categories', { language });
      const category = categories.find((candidate) => candidate.categoryId === categoryId)!;
      const classify = await preview(request, `/laptop/classify/${categoryId}?lang=${language}`);
      expect(classify.result.ogTitle).toBe(`${category.categoryName} · ${BRAND[language]}`);
      expect((ofType(classify.jsonLd, 'BreadcrumbList')?.itemListElement as { name: string }[]).at(-1)?.name).toBe(
        category.categoryName,
      );

      expect(await structuredDataErrors(classify.jsonLd)).toEqual([]);

      const home = await preview(request, `/laptop/index?lang=${language}`);
      expect(await structuredDataErrors(home.jsonLd)).toEqual([]);
      expect(home.result.ogTitle).toContain(BRAND[language]);
      expect(ofType(home.jsonLd, 'Organization')?.name).toBe(BRAND[language]);
      const search = ofType(home.jsonLd, 'WebSite')?.potentialAction as Record<string, unknown>;
      expect(search['@type']).toBe('SearchAction');
    });
  }

  test('a hostile product name stays text in the title, the meta tags and the JSON-LD', async ({ request, page }) => {
    // Pages, and the previews in them, are drawn by the Node shell server; nginx alone serves the static page (README
    // "Deploying": page addresses go to the shell server). robots.txt and the sitemap are checked behind nginx below.
    test.skip(process.env.MALL_E2E_SERVER === 'nginx', 'pages are drawn by the Node shell server, not nginx');
    const bot = await preview(request, `/mobile/product?prodId=${hostileId}&lang=en`);
    expect(bot.result.ogTitle).toBe(`${HOSTILE} · Phsar Penh`);
    expect(bot.result.twitterTitle).toBe(`${HOSTILE} · Phsar Penh`);
    expect(ofType(bot.jsonLd, 'Product')?.name).toBe(HOSTILE);
    expect(bot.html).not.toContain('<script>alert(1)');
    expect(bot.html).not.toContain('<!-- &');

    // The same page in a browser that runs no script: one title, the name as its text, nothing run.
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const noScripts = await context.newPage();
    let dialogs = 0;
    noScripts.on('dialog', () => (dialogs += 1));
    await noScripts.goto(`/laptop/product?prodId=${hostileId}&lang=en`);
    expect(await noScripts.title()).toBe(`${HOSTILE} · Phsar Penh`);
    expect(dialogs).toBe(0);
    await context.close();
  });

  test('robots.txt and the sitemap lead a crawler to every product page in each language', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /mobile/cart');
    const index = await parseSitemapIndex(Readable.from([await (await request.get('/sitemap.xml')).text()]));
    const urls: SitemapItem[] = [];
    for (const { url } of index) {
      const xml = await (await request.get(new URL(url).pathname)).text();
      for await (const item of Readable.from([xml]).pipe(new XMLToSitemapItemStream())) urls.push(item as SitemapItem);
    }
    const { prodId } = await anyProduct(request);
    for (const language of LANGUAGES)
      expect(urls.map((item) => item.url)).toContain(`${baseURL}/laptop/product?prodId=${prodId}&lang=${language}`);
  });
});

test('the browser’s title names the product, in the language the address asks for', async ({
  page,
  request,
}, testInfo) => {
  const face = faceOf(testInfo);
  const { prodId } = await anyProduct(request);
  const product = await callApi<Product>(request, 'GET', 'prod/prodInfo', { params: { prodId }, language: 'zh' });
  await page.goto(`/${face}/product?prodId=${prodId}&lang=zh`);
  await waitForTakeOver(page);
  await expect(page).toHaveTitle(`${product.prodName} · Phsar Penh`);
  // Opening a ?lang= link is not a choice: nothing is saved.
  expect(await page.evaluate(() => localStorage.getItem('LANGUAGE'))).toBeNull();

  const categoryId = product.categories[0];
  const categories = await callApi<Category[]>(request, 'GET', 'crawl/categories', { language: 'zh' });
  const category = categories.find((candidate) => candidate.categoryId === categoryId)!;
  await page.goto(
    face === 'laptop' ? `/laptop/classify/${categoryId}?lang=zh` : `/mobile/classify?categoryId=${categoryId}&lang=zh`,
  );
  await expect(page).toHaveTitle(`${category.categoryName} · Phsar Penh`);
  await waitForTakeOver(page);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: testInfo.outputPath('category.png') });
});
