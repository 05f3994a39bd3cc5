// What crawlers read: robots.txt and the sitemap (an index of pages of at most 50,000 addresses, every on-sale
// product and category in each language). Pages are cut by product id (keyset), so each is one indexed range read.
import type { Db } from '../db';
import { categoriesWithLastChange, nthOnSaleProductAfter, onSaleProductsAfter } from '../repositories/sitemap';
import type { Lang } from '../lib/lang';

export const SITEMAP_LANGS: readonly Lang[] = ['km', 'en', 'zh'];
/** Products per sitemap page: one address per language each, under the protocol's 50,000. */
export const PRODUCTS_PER_SITEMAP = 16_000;
/** Sitemaps are drawn again after this long (a new product waits at most this for crawlers). */
export const SITEMAP_CACHE_MS = 10 * 60_000;

/** The address of a product's page in a language, as the shell's server names it canonical. */
export const productPageUrl = (siteUrl: string, prodId: number, lang: Lang): string =>
  `${siteUrl}/laptop/product?prodId=${prodId}&lang=${lang}`;
export const categoryPageUrl = (siteUrl: string, categoryId: number, lang: Lang): string =>
  `${siteUrl}/laptop/classify/${categoryId}?lang=${lang}`;

const xmlText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    // The pages of one shopper (cart, order, account, sign-in) and the merchants' console say nothing to a search.
    ...[
      'cart',
      'confirm',
      'success',
      'centre',
      'orderList',
      'orderDetail',
      'address',
      'addressEdit',
      'favorite',
      'user',
    ]
      .flatMap((page) => [`Disallow: /laptop/${page}`, `Disallow: /mobile/${page}`])
      .concat(['Disallow: /merchant/', 'Disallow: /api/']),
    'Allow: /api/images/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function urlSet(entries: { loc: string; lastmod: number }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) => `<url><loc>${xmlText(loc)}</loc><lastmod>${day(lastmod)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The first product id of each sitemap page after the first (each a one-row indexed read). */
async function pageStarts(db: Db): Promise<number[]> {
  const starts = [0];
  for (;;) {
    const next = await nthOnSaleProductAfter(db, starts[starts.length - 1], PRODUCTS_PER_SITEMAP);
    if (next === undefined) return starts;
    starts.push(next);
  }
}

/** The sitemap index: the categories' page and the products' pages, each named by the id it follows. */
export async function sitemapIndex(db: Db, siteUrl: string): Promise<string> {
  const files = ['sitemap-categories.xml', ...(await pageStarts(db)).map((after) => `sitemap-products-${after}.xml`)];
  const entries = files.map((file) => `<sitemap><loc>${xmlText(`${siteUrl}/${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The on-sale products after `after` (by id), PRODUCTS_PER_SITEMAP of them, in each language. */
export async function productSitemap(db: Db, siteUrl: string, after: number): Promise<string> {
  const rows = await onSaleProductsAfter(db, after, PRODUCTS_PER_SITEMAP);
  return urlSet(
    rows.flatMap((row) =>
      SITEMAP_LANGS.map((lang) => ({ loc: productPageUrl(siteUrl, row.id, lang), lastmod: Number(row.updated_at) })),
    ),
  );
}

/** Every category in each language; lastmod: its newest on-sale product (else the newest of all). */
export async function categorySitemap(db: Db, siteUrl: string): Promise<string> {
  const { categoryIds, lastChange, newestOfAll } = await categoriesWithLastChange(db);
  return urlSet(
    categoryIds.flatMap((id) =>
      SITEMAP_LANGS.map((lang) => ({
        loc: categoryPageUrl(siteUrl, id, lang),
        lastmod: lastChange.get(id) ?? newestOfAll,
      })),
    ),
  );
}
