import { createTestApp, databases, bearer, signUpMember, catalogueFacts, type TestApp } from '../../../test/helpers';

const twoDecimals = (n: number) => Math.round(n * 100) / 100 === n;

describe.each(databases)('catalogue calls (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/${url}`, headers });
  const list = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/prod/prodListByTagIdSelect', payload: body, headers });
  const expectError = (res: { statusCode: number; json(): unknown }, status: number, codeId: number) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ codeId, msg: expect.any(String) });
  };

  it('indexImgs: the banners in order, some opening a product', async () => {
    const res = await get('indexImgs');
    expect(res.statusCode).toBe(200);
    const banners = res.json().data as Array<{ imgUrl: string; prodId: number | null; seq: number }>;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.map((b) => b.seq)).toEqual([...banners.map((b) => b.seq)].sort((a, b) => a - b));
    expect(banners.some((b) => typeof b.prodId === 'number')).toBe(true);
    for (const b of banners) expect(b.imgUrl).toMatch(/^\/api\/images\/banner\/.+\.svg\?lang=en$/);
  });

  describe('category/categoryInfo', () => {
    it('lists the top level by default, localised by Accept-Language with the three variants', async () => {
      const res = await get('category/categoryInfo', { 'accept-language': 'km' });
      expect(res.statusCode).toBe(200);
      const top = res.json().data;
      expect(top.length).toBeGreaterThanOrEqual(12);
      expect(top[0]).toEqual({
        categoryId: expect.any(Number),
        parentId: 0,
        categoryName: top[0].categoryNameKh,
        categoryNameKh: expect.any(String),
        categoryNameEn: 'Fresh produce',
        categoryNameCn: '生鲜果蔬',
        pic: expect.stringMatching(/^\/api\/images\/cat\//),
      });
    });

    it('falls back to English and lists subcategories of a parent', async () => {
      const top = (await get('category/categoryInfo', { 'accept-language': 'fr-FR,fr;q=0.9' })).json().data;
      expect(top[0].categoryName).toBe('Fresh produce');
      const zh = (
        await get(`category/categoryInfo?parentId=${top[0].categoryId}`, { 'accept-language': 'zh-CN' })
      ).json().data;
      expect(zh.map((c: { categoryName: string }) => c.categoryName)).toEqual(['水果', '蔬菜']);
      expect(zh.every((c: { parentId: number }) => c.parentId === top[0].categoryId)).toBe(true);
      expect((await get('category/categoryInfo?parentId=999999')).json().data).toEqual([]);
    });

    it('refuses a malformed parentId (99)', async () => {
      expectError(await get('category/categoryInfo?parentId=-1'), 400, 99);
      expectError(await get('category/categoryInfo?parentId=abc'), 400, 99);
    });
  });

  it('prod/tag/prodTagList: the product groups', async () => {
    const tags = (await get('prod/tag/prodTagList')).json().data;
    expect(tags).toHaveLength(3);
    expect(tags[0]).toEqual({
      id: expect.any(Number),
      title: 'New arrivals',
      titleKh: expect.any(String),
      titleEn: 'New arrivals',
      titleCn: '新品上市',
      seq: 0,
      style: expect.any(String),
    });
  });

  it('search/hotSearch: the hot words under list', async () => {
    const data = (await get('search/hotSearch', { 'accept-language': 'zh' })).json().data;
    expect(data.list.length).toBeGreaterThan(3);
    expect(data.list[0]).toEqual({
      hotSearchId: expect.any(Number),
      title: '芒果',
      titleKh: 'ស្វាយ',
      titleEn: 'Mango',
      titleCn: '芒果',
    });
  });

  describe('prod/prodListByTagIdSelect', () => {
    it('answers a page of product summaries with money in dollars', async () => {
      const res = await list({ current: 1, size: 5 });
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page).toEqual({ records: expect.any(Array), total: 41, current: 1, size: 5, pages: 9 });
      expect(page.records).toHaveLength(5);
      expect(page.records[0]).toEqual({
        prodId: expect.any(Number),
        prodName: expect.any(String),
        prodNameKh: expect.any(String),
        prodNameEn: expect.any(String),
        prodNameCn: expect.any(String),
        pic: expect.stringMatching(/^\/api\/images\/prod\//),
        price: expect.any(Number),
        oriPrice: expect.any(Number),
        stock: expect.any(Number),
        soldNum: expect.any(Number),
      });
      for (const p of page.records) {
        expect(twoDecimals(p.price) && twoDecimals(p.oriPrice)).toBe(true);
        expect(p.oriPrice).toBeGreaterThanOrEqual(p.price);
      }
      const last = (await list({ current: 9, size: 5 })).json().data;
      expect(last.records).toHaveLength(1);
      expect((await list({ current: 10, size: 5 })).json().data.records).toEqual([]);
    });

    it('sorts: 1 best-selling, 2 price ascending, 3 price descending, 4 newest', async () => {
      const all = async (sort: number) =>
        (await list({ sort, size: 50 })).json().data.records as Array<{
          prodId: number;
          price: number;
          soldNum: number;
        }>;
      const sold = (await all(1)).map((p) => p.soldNum);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
      const asc = (await all(2)).map((p) => p.price);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = (await all(3)).map((p) => p.price);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const newest = (await all(4)).map((p) => p.prodId);
      const byDate = await t.db
        .selectFrom('product')
        .select('id')
        .where('status', '=', 1)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      expect(newest).toEqual(byDate.map((r) => r.id));
    });

    it('filters by category including its subcategories (array or comma string)', async () => {
      const top = (await get('category/categoryInfo')).json().data;
      const produce = top[0].categoryId;
      const subs = (await get(`category/categoryInfo?parentId=${produce}`))
        .json()
        .data.map((c: { categoryId: number }) => c.categoryId);
      const page = (await list({ categoryIds: [produce], size: 50 })).json().data;
      expect(page.total).toBeGreaterThan(0);
      for (const p of page.records) {
        const info = (await get(`prod/prodInfo?prodId=${p.prodId}`)).json().data;
        expect(info.categories.some((c: number) => c === produce || subs.includes(c))).toBe(true);
      }
      const bySubs = (await list({ categoryIds: subs.join(','), size: 50 })).json().data;
      expect(bySubs.total).toBe(page.total);
      const other = (await list({ categoryIds: [top[1].categoryId], size: 50 }))
        .json()
        .data.records.map((p: { prodId: number }) => p.prodId);
      expect(other.some((id: number) => page.records.some((p: { prodId: number }) => p.prodId === id))).toBe(false);
    });

    it('filters by tag, by price range and by shop', async () => {
      const tags = (await get('prod/tag/prodTagList')).json().data;
      const tagged = (await list({ tagId: tags[2].id, size: 50 })).json().data;
      expect(tagged.total).toBeGreaterThan(0);
      for (const p of tagged.records)
        expect((await get(`prod/prodInfo?prodId=${p.prodId}`)).json().data.tags).toContain(tags[2].id);
      const cheap = (await list({ minPrice: 2, maxPrice: 20.5, size: 50 })).json().data;
      expect(cheap.total).toBeGreaterThan(0);
      for (const p of cheap.records) expect(p.price >= 2 && p.price <= 20.5).toBe(true);
      expect((await list({ shopId: 2 })).json().data.total).toBe(0);
      expect((await list({ tagId: 999999 })).json().data.total).toBe(0);
    });

    it.each([
      [{ minPrice: 10, maxPrice: 5 }],
      [{ size: 51 }],
      [{ size: 0 }],
      [{ current: 0 }],
      [{ sort: 5 }],
      [{ minPrice: -1 }],
      [{ categoryIds: 'a,b' }],
      [{ tagId: 'x' }],
    ])('refuses %j (400/99)', async (body) => {
      expectError(await list(body), 400, 99);
    });

    it('refuses a body that is not JSON (400/99)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/prod/prodListByTagIdSelect',
        payload: '{"size":',
        headers: { 'content-type': 'application/json' },
      });
      expectError(res, 400, 99);
    });
  });

  describe('prod/pageBySearch', () => {
    const search = async (prodName: string, lang = 'en') =>
      (
        await get(`prod/pageBySearch?prodName=${encodeURIComponent(prodName)}&size=50`, { 'accept-language': lang })
      ).json().data;

    it('matches any language, case-insensitive, in the plain field of the request language', async () => {
      const names = await t.db
        .selectFrom('product')
        .select(['name_en', 'name_kh', 'name_cn'])
        .where('status', '=', 1)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const word = names.name_en.split(' ')[0];
      const en = await search(word.toUpperCase());
      expect(en.total).toBeGreaterThan(0);
      expect(
        en.records.every((p: { prodNameEn: string; prodNameKh: string; prodNameCn: string }) =>
          [p.prodNameEn, p.prodNameKh, p.prodNameCn].join(' ').toLowerCase().includes(word.toLowerCase()),
        ),
      ).toBe(true);
      const kh = await search(names.name_kh, 'km');
      expect(kh.records[0].prodName).toBe(kh.records[0].prodNameKh);
      expect(kh.records.map((p: { prodNameKh: string }) => p.prodNameKh)).toContain(names.name_kh);
      const twoChars = [...names.name_cn].slice(-2).join('');
      expect(
        (await search(twoChars, 'zh')).records.some((p: { prodNameCn: string }) => p.prodNameCn === names.name_cn),
      ).toBe(true);
      expect(
        (await search(names.name_cn, 'zh')).records.some((p: { prodNameCn: string }) => p.prodNameCn === names.name_cn),
      ).toBe(true);
    });

    it('matches one- and two-character queries anywhere in a name or brief: names first, or best sellers for one', async () => {
      const first = await t.db
        .selectFrom('product')
        .select('name_cn')
        .where('status', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const lastChar = [...first.name_cn].at(-1)!;
      const all = await t.db
        .selectFrom('product')
        .select(['id', 'name_kh', 'name_en', 'name_cn', 'brief_kh', 'brief_en', 'brief_cn'])
        .where('status', '=', 1)
        .execute();
      const byId = new Map(all.map((p) => [p.id, p]));
      const names = (p: (typeof all)[number]) => [p.name_kh, p.name_en, p.name_cn].join(' | ').toLowerCase();
      const briefs = (p: (typeof all)[number]) => [p.brief_kh, p.brief_en, p.brief_cn].join(' | ').toLowerCase();
      for (const q of ['a', lastChar, 'ស្']) {
        const page = await search(q);
        expect(page.total).toBeGreaterThan(0);
        const inName = page.records.map((p: { prodId: number }) => names(byId.get(p.prodId)!).includes(q));
        page.records.forEach((p: { prodId: number }, i: number) =>
          expect(inName[i] || briefs(byId.get(p.prodId)!).includes(q)).toBe(true),
        );
        if ([...q].length > 1) {
          expect(inName.indexOf(false) < 0 || !inName.slice(inName.indexOf(false)).includes(true)).toBe(true);
        } else {
          // One character is in nearly every name: best sellers first.
          const sold = page.records.map((p: { soldNum: number }) => p.soldNum);
          expect(sold).toEqual([...sold].sort((a, b) => b - a));
        }
      }
      const expected = all.filter((p) => `${names(p)} ${briefs(p)}`.includes(lastChar)).length;
      expect((await search(lastChar)).total).toBe(expected);
    });

    it('finds nothing for an absent word, nor a removed product, and treats search syntax as text', async () => {
      expect(await search('zzqqxx')).toEqual({ records: [], total: 0, current: 1, size: 50, pages: 0 });
      const facts = await catalogueFacts(t.db);
      const removed = await t.db
        .selectFrom('product')
        .select('name_en')
        .where('id', '=', facts.removedProdId)
        .executeTakeFirstOrThrow();
      expect((await search(removed.name_en)).records.map((p: { prodId: number }) => p.prodId)).not.toContain(
        facts.removedProdId,
      );
      for (const odd of ['"', '100%', 'a_b', 'OR AND NOT', '*'])
        expect((await get(`prod/pageBySearch?prodName=${encodeURIComponent(odd)}`)).statusCode).toBe(200);
    });

    it('lists everything for an empty name and refuses a too-long one (99)', async () => {
      expect((await search('')).total).toBe(41);
      expectError(await get(`prod/pageBySearch?prodName=${'a'.repeat(101)}`), 400, 99);
    });
  });

  describe('prod/prodInfo', () => {
    it('answers the product with specs and SKUs; price and stock summarise the SKUs', async () => {
      const facts = await catalogueFacts(t.db);
      const res = await get(`prod/prodInfo?prodId=${facts.twoSpecSku!.prodId}`, { 'accept-language': 'zh' });
      expect(res.statusCode).toBe(200);
      const p = res.json().data;
      expect(p).toMatchObject({ prodId: facts.twoSpecSku!.prodId, shopId: 1, isCollect: false });
      expect(p.prodName).toBe(p.prodNameCn);
      expect(p.brief).toBe(p.briefCn);
      expect(p.content).toBe(p.contentCn);
      expect(p.imgs.length).toBeGreaterThan(0);
      expect(p.categories.length).toBe(1);
      expect(p.specs).toHaveLength(2);
      const [first, second] = p.specs;
      expect(first).toEqual({
        name: expect.any(String),
        nameKh: expect.any(String),
        nameEn: expect.any(String),
        nameCn: expect.any(String),
        values: expect.any(Array),
      });
      expect(p.skuList).toHaveLength(first.values.length * second.values.length);
      const sku = p.skuList[0];
      expect(sku).toEqual({
        skuId: expect.any(Number),
        specValues: { [first.nameEn]: first.values[0].valueEn, [second.nameEn]: second.values[0].valueEn },
        skuName: sku.skuNameCn,
        skuNameKh: expect.any(String),
        skuNameEn: expect.any(String),
        skuNameCn: expect.any(String),
        price: expect.any(Number),
        oriPrice: expect.any(Number),
        stock: expect.any(Number),
        pic: expect.any(String),
      });
      expect(p.price).toBe(Math.min(...p.skuList.map((s: { price: number }) => s.price)));
      expect(p.stock).toBe(p.skuList.reduce((n: number, s: { stock: number }) => n + s.stock, 0));
    });

    it('says whether the signed-in member has it among favourites', async () => {
      const facts = await catalogueFacts(t.db);
      const { token } = await signUpMember(t.app);
      const member = await t.db
        .selectFrom('session')
        .innerJoin('member', 'member.id', 'session.member_id')
        .select('member.id')
        .orderBy('session.created_at', 'desc')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('favorite')
        .values({ member_id: member.id, prod_id: facts.inStockSku.prodId, created_at: Date.now() })
        .execute();
      expect((await get(`prod/prodInfo?prodId=${facts.inStockSku.prodId}`, bearer(token))).json().data.isCollect).toBe(
        true,
      );
      expect((await get(`prod/prodInfo?prodId=${facts.inStockSku.prodId}`)).json().data.isCollect).toBe(false);
      expect(
        (await get(`prod/prodInfo?prodId=${facts.inStockSku.prodId}`, bearer('stale'))).json().data.isCollect,
      ).toBe(false);
    });

    it('shows a sold-out product with stock 0', async () => {
      const facts = await catalogueFacts(t.db);
      const p = (await get(`prod/prodInfo?prodId=${facts.soldOut!.prodId}`)).json().data;
      expect(p.stock).toBe(0);
    });

    it('answers 121 for a removed or unknown product and 99 for a malformed id', async () => {
      const facts = await catalogueFacts(t.db);
      expectError(await get(`prod/prodInfo?prodId=${facts.removedProdId}`), 404, 121);
      expectError(await get('prod/prodInfo?prodId=999999'), 404, 121);
      expectError(await get('prod/prodInfo?prodId=abc'), 400, 99);
      expectError(await get('prod/prodInfo'), 400, 99);
    });
  });
});
