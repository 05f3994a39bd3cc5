import { createTestApp, databases, type TestApp } from '../../../test/helpers';
import { openDatabase } from '../../db';
import { buildApp } from '../../app';
import { ERROR_CODE } from '../../schemas/codes';

describe.each(databases)('site, images, docs and errors (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('web/webInforMation: the site settings', async () => {
    const res = await t.app.inject({ url: '/api/web/webInforMation' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        phone: expect.any(String),
        phoneCn: expect.any(String),
        email: expect.stringContaining('@'),
        facebook: expect.stringMatching(/^https:\/\//),
        appStoreUrl: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
        googlePlayUrl: expect.stringMatching(/^https:\/\/play\.google\.com\//),
        appDownloadUrl: expect.stringMatching(/^https:\/\//),
        rielRate: 4100,
        rielStep: 100,
        delivery: { fee: 1, freeFrom: 50, area: [] },
      },
    });
  });

  it('sends security headers with every answer; the docs viewer may load its own files', async () => {
    for (const url of ['/api/web/webInforMation', '/api/images/banner/gift-350-2.svg', '/api/no-such-call']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
    const docs = await t.app.inject({ url: '/api/docs/static/index.html' });
    expect(docs.headers['content-security-policy']).toMatch(/^default-src 'self';.*frame-ancestors 'none'$/);
  });

  it('compresses JSON and SVG past 1 KiB for clients that ask, and nothing smaller', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    const page = {
      method: 'POST' as const,
      url: '/api/prod/prodListByTagIdSelect',
      payload: { tagId: 1, shopId: 1, sort: 0, current: 1, size: 10 },
    };
    const plain = await t.app.inject(page);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await t.app.inject({ ...page, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const svg = await t.app.inject({
      url: '/api/images/banner/gift-350-2.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(svg.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(svg.rawPayload).toString()).toContain('<svg');
    const small = await t.app.inject({ url: '/api/web/webInforMation', headers: { 'accept-encoding': 'gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves every picture the catalogue names as SVG with a long cache', async () => {
    const product = await t.db.selectFrom('product').select(['pic', 'imgs']).executeTakeFirstOrThrow();
    const urls = [
      product.pic,
      ...JSON.parse(product.imgs),
      ...(await t.db.selectFrom('banner').select('img_url').execute()).map((b) => b.img_url),
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('draws the home banners in the shopper language, one cacheable URL per language', async () => {
    const texts: Record<string, string[]> = {};
    for (const lang of ['km', 'en', 'zh']) {
      const list = await t.app.inject({ url: '/api/indexImgs', headers: { 'accept-language': lang } });
      const urls = (list.json().data as Array<{ imgUrl: string }>).map((b) => b.imgUrl);
      expect(urls.every((url) => url.endsWith(`.svg?lang=${lang}`))).toBe(true);
      const svg = (await t.app.inject({ url: urls[0] })).body;
      texts[lang] = [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
      expect(texts[lang].length).toBeGreaterThanOrEqual(3);
    }
    expect(texts.km.join(' ')).toMatch(/[\u1780-\u17ff]/);
    expect(texts.km.join(' ')).not.toMatch(/[A-Za-z]{3}/);
    expect(texts.zh.join(' ')).toMatch(/[\u4e00-\u9fff]/);
    expect(texts.en).not.toEqual(texts.km);

    const unknown = await t.app.inject({ url: '/api/images/banner/gift-350-2.svg?lang=xx' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('Free delivery');
  });

  it('names each home banner by the headline its picture draws, in the shopper language and all three', async () => {
    for (const lang of ['km', 'en', 'zh'] as const) {
      const banners = (await t.app.inject({ url: '/api/indexImgs', headers: { 'accept-language': lang } })).json()
        .data as Array<Record<string, string>>;
      for (const banner of banners) {
        expect(banner.title).toBe(banner[{ km: 'titleKh', en: 'titleEn', zh: 'titleCn' }[lang]]);
        const svg = (await t.app.inject({ url: banner.imgUrl })).body;
        const bold = [...svg.matchAll(/<text[^>]*font-weight="700"[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
        // Every headline line drawn is in the title, in order (the lines joined as one).
        expect(banner.title.replace(/&amp;/g, '&')).toMatch(
          new RegExp(bold.map((line) => line.replace(/[$]/g, '\\$')).join('.{0,2}')),
        );
      }
    }
    const en = (await t.app.inject({ url: '/api/indexImgs' })).json().data[0];
    expect(en).toEqual(
      expect.objectContaining({
        title: en.titleEn,
        titleKh: expect.stringMatching(/[\u1780-\u17ff]/),
        titleCn: expect.stringMatching(/[\u4e00-\u9fff]/),
      }),
    );

    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const banner =
      doc.paths['/api/indexImgs'].get.responses['200'].content['application/json'].schema.properties.data.items;
    expect(Object.keys(banner.properties)).toEqual(expect.arrayContaining(['title', 'titleKh', 'titleEn', 'titleCn']));
  });

  it('answers 404 code 3 for an unknown picture or route', async () => {
    for (const url of ['/api/images/prod/nothing-1-0.svg', '/api/images/prod/fruit-999-0.svg', '/api/no/such/call']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ codeId: ERROR_CODE.notFound, msg: 'Do Not Exist' });
    }
  });

  it('answers a wrong content type with 400/99', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: 'userMobile=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().codeId).toBe(99);
  });

  it('dev/outbox: 404 code 3 for a mobile with no code, 99 without a mobile', async () => {
    expect((await t.app.inject({ url: '/api/dev/outbox?mobile=011000000' })).json()).toEqual({
      codeId: ERROR_CODE.notFound,
      msg: 'Do Not Exist',
    });
    expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(400);
  });

  it('publishes the OpenAPI document with the calls and their error body', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/indexImgs',
      '/api/category/categoryInfo',
      '/api/prod/prodListByTagIdSelect',
      '/api/prod/pageBySearch',
      '/api/search/suggest',
      '/api/prod/prodInfo',
      '/api/member/login',
      '/api/web/webInforMation',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(Object.keys(doc.paths['/api/prod/prodInfo'].get.responses).map((k) => k.toLowerCase())).toEqual(
      expect.arrayContaining(['200', '4xx', '5xx']),
    );
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers no CORS preflight unless an origin is configured, and then for that origin only', async () => {
    const preflight = (app: typeof t.app, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/indexImgs',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    expect((await preflight(t.app, 'https://partner.example')).headers['access-control-allow-origin']).toBeUndefined();
    const opened = await openDatabase(':memory:');
    const app = await buildApp({
      db: opened.db,
      dialect: opened.dialect,
      config: { corsOrigins: ['https://partner.example'] },
    });
    try {
      const allowed = await preflight(app, 'https://partner.example');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(
        (await preflight(app, 'https://elsewhere.example')).headers['access-control-allow-origin'],
      ).toBeUndefined();
    } finally {
      await app.close();
      await opened.close();
    }
  });

  it('answers an unexpected fault with 500/98 and no stack trace', async () => {
    const unmigrated = await openDatabase(':memory:');
    const app = await buildApp({ db: unmigrated.db, dialect: unmigrated.dialect });
    try {
      const res = await app.inject({ url: '/api/web/webInforMation' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ codeId: ERROR_CODE.requestFailed, msg: 'Request Fail' });
    } finally {
      await app.close();
      await unmigrated.close();
    }
  });
});
