import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { client, quickMember } from '../../../test/commerce';
import { newProduct, signInStaff, type SignedInStaff } from '../../../test/merchant';

// The shop follows the console: this process's catalogue cache forgets a product the moment staff change it; other API
// processes show the change within CATALOG_CACHE_MS (2 s by default), the life of their cached answers.
describe.each(databases)('the storefront follows the console (%s)', (kind) => {
  let t: TestApp;
  let clerk: SignedInStaff;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { catalogCacheMs: 60_000 } });
    clerk = await signInStaff(t.app, t.db, 'catalogue');
    categoryId = (await t.db.selectFrom('category').select('id').where('parent_id', '!=', 0).executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => t.close());

  const staff = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/merchant/${url}`, payload, headers: bearer(clerk.token) });
  const shop = async (url: string, lang = 'en') =>
    (await t.app.inject({ url: `/api/${url}`, headers: { 'accept-language': lang } })).json();
  const search = async (word: string, lang = 'en') =>
    (await shop(`prod/pageBySearch?prodName=${encodeURIComponent(word)}&current=1&size=10`, lang)).data.records.map(
      (r: { prodId: number }) => r.prodId,
    );

  it('a new product is found by search in each language; a new price, stock and name show at once', async () => {
    const product = (await staff('product/save', newProduct(categoryId, 'Mondulkiri honey'))).json().data;
    expect(await search('mondulkiri honey')).toEqual([product.prodId]);
    expect(await search('ម្រេចកំពត Mondulkiri', 'km')).toContain(product.prodId);
    expect(await search('贡布胡椒 Mondulkiri', 'zh')).toContain(product.prodId);
    const before = (await shop(`prod/prodInfo?prodId=${product.prodId}`)).data;
    expect(before).toEqual(expect.objectContaining({ prodName: 'Mondulkiri honey', price: 4.5, stock: 25 }));

    const sku = product.skus[0];
    await staff('products/bulk', { items: [{ skuId: sku.skuId, price: 3.75, version: sku.version }] });
    await staff('sku/stock', { skuId: sku.skuId, delta: 10 });
    const fresh = (
      await t.app.inject({ url: `/api/merchant/product?prodId=${product.prodId}`, headers: bearer(clerk.token) })
    ).json().data;
    await staff('product/save', {
      ...newProduct(categoryId, 'Wild honey'),
      prodId: product.prodId,
      version: fresh.version,
      skus: fresh.skus.map((s: Record<string, unknown>) => ({
        ...s,
        stock: undefined,
        version: undefined,
        prodName: undefined,
      })),
    });
    const after = (await shop(`prod/prodInfo?prodId=${product.prodId}`)).data;
    expect(after).toEqual(expect.objectContaining({ prodName: 'Wild honey', price: 3.75, stock: 35 }));
    expect(await search('mondulkiri honey')).toEqual([]);
    expect(await search('wild honey')).toEqual([product.prodId]);
  });

  it('a product taken off sale leaves the lists and search, its page answers 121, and carts show its line as not valid', async () => {
    const product = (await staff('product/save', newProduct(categoryId, 'Takeo silk scarf'))).json().data;
    const member = await quickMember(t.db);
    const api = client(t.app, member.token);
    const added = await api.post('shopCart/changeItem', {
      prodId: product.prodId,
      skuId: product.skus[0].skuId,
      shopId: 1,
      count: 1,
    });
    expect(added).toEqual(expect.objectContaining({ status: 200 }));
    const listed = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/prod/prodListByTagIdSelect',
        payload: { categoryIds: [categoryId], shopId: 1, sort: 4, current: 1, size: 50 },
      });
      return res.json().data.records.map((r: { prodId: number }) => r.prodId);
    };
    expect(await listed()).toContain(product.prodId);
    expect(await search('takeo silk')).toEqual([product.prodId]);

    await staff('product/save', {
      ...newProduct(categoryId, 'Takeo silk scarf'),
      prodId: product.prodId,
      version: product.version,
      status: 0,
      skus: product.skus.map((s: Record<string, unknown>) => ({
        skuId: s.skuId,
        specValues: s.specValues,
        skuNameKh: s.skuNameKh,
        skuNameEn: s.skuNameEn,
        skuNameCn: s.skuNameCn,
        price: s.price,
        oriPrice: s.oriPrice,
      })),
    });
    expect(await listed()).not.toContain(product.prodId);
    expect(await search('takeo silk')).toEqual([]);
    const page = await t.app.inject({ url: `/api/prod/prodInfo?prodId=${product.prodId}` });
    expect({ status: page.statusCode, body: page.json() }).toEqual({
      status: 404,
      body: { codeId: 121, msg: 'The Product Has Been Removed' },
    });
    const cart = (await api.get('shopCart/info')).body.data.list;
    expect(cart).toEqual([expect.objectContaining({ prodId: product.prodId, valid: false })]);
  });
});
