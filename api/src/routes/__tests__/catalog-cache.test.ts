import { databases, createTestApp } from '../../../test/helpers';
import {
  addAddress,
  buyNow,
  client,
  onSaleSkus,
  quickMember,
  setSku,
  type Client,
  type SkuFixture,
} from '../../../test/commerce';

describe.each(databases)('catalogue cache (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sku: SkuFixture;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { config: { catalogCacheMs: 60_000 } });
    [sku] = await onSaleSkus(ctx.db, 1, 7);
    await setSku(ctx.db, sku.skuId, { stock: 50 });
  });
  afterAll(() => ctx.close());

  const member = async (): Promise<Client> => client(ctx.app, (await quickMember(ctx.db)).token);
  const skuStock = (product: { skuList: Array<{ skuId: number; stock: number }> }) =>
    product.skuList.find((s) => s.skuId === sku.skuId)?.stock;

  it('answers from memory: a change made behind the API shows only after this process changes the stock', async () => {
    const visitor = client(ctx.app);
    const before = (await visitor.get('prod/prodInfo', { prodId: sku.prodId })).body.data;
    expect(skuStock(before)).toBe(50);
    await setSku(ctx.db, sku.skuId, { stock: 40 }); // as another process would
    expect(skuStock((await visitor.get('prod/prodInfo', { prodId: sku.prodId })).body.data)).toBe(50);

    const api = await member();
    const placed = await buyNow(api, sku, 2, await addAddress(api));
    expect(placed.status).toBe(200);
    const after = (await visitor.get('prod/prodInfo', { prodId: sku.prodId })).body.data;
    expect(skuStock(after)).toBe(38);
    expect(after.soldNum).toBe(before.soldNum + 2);

    await api.post(`myOrder/cancel/${placed.orderNumber}`);
    expect(skuStock((await visitor.get('prod/prodInfo', { prodId: sku.prodId })).body.data)).toBe(40);
  });

  it('reads whether the product is a favourite for each member, never from the cache', async () => {
    const [keeper, other] = [await member(), await member()];
    expect((await keeper.get('prod/prodInfo', { prodId: sku.prodId })).body.data.isCollect).toBe(false);
    await keeper.post('user/collection/addOrCancel', { prodId: sku.prodId });
    expect((await keeper.get('prod/prodInfo', { prodId: sku.prodId })).body.data.isCollect).toBe(true);
    expect((await other.get('prod/prodInfo', { prodId: sku.prodId })).body.data.isCollect).toBe(false);
    expect((await client(ctx.app).get('prod/prodInfo', { prodId: sku.prodId })).body.data.isCollect).toBe(false);
  });

  it('keeps each language apart and drops search pages when this process changes stock', async () => {
    const visitor = client(ctx.app);
    const en = (await visitor.get('prod/prodInfo', { prodId: sku.prodId })).body.data;
    const zh = (
      await ctx.app.inject({ url: `/api/prod/prodInfo?prodId=${sku.prodId}`, headers: { 'accept-language': 'zh' } })
    ).json().data;
    expect(en.prodName).toBe(en.prodNameEn);
    expect(zh.prodName).toBe(zh.prodNameCn);

    const search = async () => {
      const page = (await visitor.get('prod/pageBySearch', { prodName: en.prodNameEn, current: 1, size: 10 })).body
        .data;
      return page.records.find((p: { prodId: number }) => p.prodId === sku.prodId).stock as number;
    };
    const shown = await search();
    const api = await member();
    expect((await buyNow(api, sku, 1, await addAddress(api))).status).toBe(200);
    expect(await search()).toBe(shown - 1);
  });
});
