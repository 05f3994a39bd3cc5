/** @jest-environment node */
// The head a link bot reads: merchant text never leaves the attribute, element or JSON-LD block it is put in.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ogs from 'open-graph-scraper';
import StructuredDataValidator from '@adobe/structured-data-validator';
import { LinkPreviews, jsonForScript, pageLanguageOf } from '../link-preview';

const HOSTILE = `</script><script>alert(1)</script> "Tom's" <!-- & ផ្សារ\u2028金边\u2029 &amp; </title>`;
let server: http.Server;
let apiUrl: string;
const previews = new LinkPreviews();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/api/prod/prodInfo'))
      response.end(
        JSON.stringify({
          data: {
            prodId: 7,
            prodName: HOSTILE,
            brief: HOSTILE,
            pic: '/api/images/prod/cup-20-1.svg',
            price: 2.5,
            stock: 0,
            categories: [3],
          },
        }),
      );
    else if (request.url === '/api/crawl/categories')
      response.end(
        JSON.stringify({
          data: [
            { categoryId: 1, parentId: 0, categoryName: 'Food' },
            { categoryId: 3, parentId: 1, categoryName: HOSTILE },
          ],
        }),
      );
    else response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Node's fetch loads its HTTP client on first use (seconds on a busy machine), which is not the server's time to answer.
  await fetch(`${apiUrl}/api/none`);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const pageOf = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

it('keeps a hostile product name as text in the title, meta tags and JSON-LD', async () => {
  const head = await previews.headFor({
    url: '/mobile/product?prodId=7&lang=km',
    language: 'km',
    apiUrl,
    siteUrl: 'https://shop.example',
  });
  expect(head).toBeDefined();
  expect(head).not.toMatch(/<script>alert|<!--|\u2028|\u2029/);
  expect(head!.match(/<script/g)).toHaveLength(2); // the Product and the BreadcrumbList, nothing else
  const { result } = await ogs({ html: pageOf(head!) });
  expect(result.ogTitle).toBe(`${HOSTILE} · ផ្សារពេញ`);
  expect(result.ogDescription).toBe(HOSTILE);
  expect(result.ogUrl).toBe('https://shop.example/laptop/product?prodId=7&lang=km');
  expect(result.ogImage?.[0]?.url).toBe('https://shop.example/api/images/preview/prod/cup-20-1.png');
  const [product, crumbs] = result.jsonLD as [
    { name: string; offers: Record<string, string> },
    { itemListElement: { name: string }[] },
  ];
  expect(product.name).toBe(HOSTILE);
  expect(product.offers).toMatchObject({
    price: '2.50',
    priceCurrency: 'USD',
    availability: 'https://schema.org/OutOfStock',
  });
  expect(crumbs.itemListElement.map((step) => step.name)).toEqual(['ផ្សារពេញ', 'Food', HOSTILE, HOSTILE]);
});

/**
 * Google's rules for rich results as @adobe/structured-data-validator checks them: the blocks' errors (its
 * warnings are optional fields the shop does not have: ratings, GTINs, colours).
 */
async function structuredDataErrors(jsonLd: { '@type': string }[]) {
  const byType: Record<string, unknown[]> = {};
  for (const item of jsonLd) (byType[item['@type']] ??= []).push(item);
  const issues = await new StructuredDataValidator().validate({ jsonld: byType });
  return issues.filter((issue) => issue.severity !== 'WARNING');
}

it.each([
  ['a product', '/laptop/product?prodId=7&lang=en', ['Product', 'BreadcrumbList']],
  ['a category', '/mobile/classify?categoryId=3&lang=zh', ['BreadcrumbList']],
  ['home', '/laptop/index?lang=km', ['Organization', 'WebSite']],
])('gives %s structured data a validator finds nothing wrong with', async (_page, url, types) => {
  const language = pageLanguageOf(url);
  const head = await previews.headFor({ url, language, apiUrl, siteUrl: 'https://shop.example' });
  const { result } = await ogs({ html: pageOf(head!) });
  const jsonLd = result.jsonLD as { '@type': string }[];
  expect(jsonLd.map((item) => item['@type'])).toEqual(types);
  expect(await structuredDataErrors(jsonLd)).toEqual([]);
});

it('says nothing of a page it does not describe, or when the API does not know the product', async () => {
  const siteUrl = 'https://shop.example';
  expect(await previews.headFor({ url: '/mobile/cart', language: 'en', apiUrl, siteUrl })).toBeUndefined();
  expect(await previews.headFor({ url: '/laptop/classify/99', language: 'en', apiUrl, siteUrl })).toBeUndefined();
});

it('escapes what would end a script block or a line in JSON-LD', () => {
  const json = jsonForScript({ name: HOSTILE });
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(json)).toEqual({ name: HOSTILE });
});

it('takes the language from ?lang= first, then Accept-Language', () => {
  expect(pageLanguageOf('/laptop/index?lang=zh', 'km-KH,km')).toBe('zh');
  expect(pageLanguageOf('/laptop/index?lang=fr', 'km-KH,km')).toBe('km');
  expect(pageLanguageOf('/laptop/index')).toBe('en');
});

it("sends a crawler's site search to the shop's own search results (the classify page searching)", async () => {
  const head = await previews.headFor({
    url: '/laptop/index?lang=en',
    language: 'en',
    apiUrl,
    siteUrl: 'https://shop.example',
  });
  const { result } = await ogs({ html: pageOf(head!) });
  const site = (result.jsonLD as { '@type': string; potentialAction?: { target: { urlTemplate: string } } }[]).find(
    (item) => item['@type'] === 'WebSite',
  );
  const address = new URL(site!.potentialAction!.target.urlTemplate.replace('{search_term_string}', 'rice'));
  expect(address.pathname).toBe('/laptop/classify');
  expect(Object.fromEntries(address.searchParams)).toEqual({ isSearch: 'true', searchString: 'rice' });
});
