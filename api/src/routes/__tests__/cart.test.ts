import { databases, createTestApp } from '../../../test/helpers';
import {
  changeCartItem,
  client,
  onSaleSkus,
  setSku,
  type Client,
  type SkuFixture,
  quickMember,
} from '../../../test/commerce';
import { ERROR_CODE } from '../../schemas/codes';

describe.each(databases)('cart (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let skus: SkuFixture[];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    skus = await onSaleSkus(ctx.db, 4);
    for (const sku of skus) await setSku(ctx.db, sku.skuId, { stock: 5 });
  });
  afterAll(() => ctx.close());

  const member = async (): Promise<Client> => client(ctx.app, (await quickMember(ctx.db)).token);
  const add = changeCartItem;

  it('adds to a line, creates it once per SKU, sets a count with basketId, and lists full cart items', async () => {
    const api = await member();
    expect((await api.get('shopCart/info')).body).toEqual({ data: { list: [] } });
    await add(api, skus[0], 1);
    const twice = await add(api, skus[0], 2);
    expect(twice.status).toBe(200);
    expect(twice.body.data.list).toHaveLength(1);
    const line = twice.body.data.list[0];
    expect(line).toEqual({
      basketId: expect.any(Number),
      count: 3,
      prodId: skus[0].prodId,
      shopId: skus[0].shopId,
      skuId: skus[0].skuId,
      prodName: expect.any(String),
      prodNameKh: expect.any(String),
      prodNameEn: expect.any(String),
      prodNameCn: expect.any(String),
      skuName: expect.any(String),
      skuNameKh: expect.any(String),
      skuNameEn: expect.any(String),
      skuNameCn: expect.any(String),
      pic: expect.any(String),
      price: skus[0].priceCents / 100,
      stock: 5,
      valid: true,
    });
    const set = await add(api, skus[0], 1, line.basketId);
    expect(set.body.data.list[0].count).toBe(1);
    expect((await api.get('shopCart/info')).body.data.list).toEqual(set.body.data.list);
  });

  it('refuses a count below 1 (99), more than the stock (120), an unknown SKU or wrong shop (121)', async () => {
    const api = await member();
    expect((await add(api, skus[1], 0)).body.codeId).toBe(99);
    expect((await add(api, skus[1], -2)).status).toBe(400);
    const over = await add(api, skus[1], 6);
    expect(over).toEqual({ status: 409, body: { codeId: ERROR_CODE.noStock, msg: expect.any(String) } });
    await add(api, skus[1], 4);
    expect((await add(api, skus[1], 2)).body.codeId).toBe(120); // 4 + 2 > 5
    const unknown = await api.post('shopCart/changeItem', {
      prodId: skus[1].prodId,
      shopId: 1,
      skuId: 99999999,
      count: 1,
    });
    expect(unknown).toEqual({ status: 404, body: { codeId: ERROR_CODE.productRemoved, msg: expect.any(String) } });
    expect(
      (await api.post('shopCart/changeItem', { prodId: skus[1].prodId, shopId: 2, skuId: skus[1].skuId, count: 1 }))
        .body.codeId,
    ).toBe(121);
    expect(
      (
        await api.post('shopCart/changeItem', {
          prodId: skus[2].prodId + 100000,
          shopId: 1,
          skuId: skus[1].skuId,
          count: 1,
        })
      ).body.codeId,
    ).toBe(121);
    expect((await api.get('shopCart/info')).body.data.list.map((l: { count: number }) => l.count)).toEqual([4]);
  });

  it('marks lines of a removed product or a gone SKU not valid, and refuses adding to them (121)', async () => {
    const api = await member();
    await add(api, skus[2], 1);
    await setSku(ctx.db, skus[2].skuId, { status: 0 });
    try {
      const [line] = (await api.get('shopCart/info')).body.data.list;
      expect(line).toMatchObject({ skuId: skus[2].skuId, valid: false, stock: 0 });
      expect((await add(api, skus[2], 1)).body.codeId).toBe(121);
    } finally {
      await setSku(ctx.db, skus[2].skuId, { status: 1 });
    }
  });

  it("treats another member's basketId exactly like a missing one (122) and changes nothing", async () => {
    const owner = await member();
    const stranger = await member();
    const { body } = await add(owner, skus[3], 2);
    const basketId = body.data.list[0].basketId;

    const foreignSet = await add(stranger, skus[3], 1, basketId);
    const missingSet = await add(stranger, skus[3], 1, 99999999);
    expect(foreignSet).toEqual({ status: 404, body: { codeId: ERROR_CODE.cartItemDeleted, msg: expect.any(String) } });
    expect(foreignSet).toEqual(missingSet);

    const foreignDelete = await stranger.post('shopCart/deleteItem', { basketIds: [basketId] });
    expect(foreignDelete).toEqual(await stranger.post('shopCart/deleteItem', { basketIds: [99999999] }));
    expect(foreignDelete.body.codeId).toBe(122);
    expect((await stranger.get('shopCart/info')).body.data.list).toEqual([]);
    expect((await owner.get('shopCart/info')).body.data.list[0]).toMatchObject({ basketId, count: 2 });
  });

  it("deletes lines, and deletes nothing when any id is not the member's (122)", async () => {
    const api = await member();
    await add(api, skus[0], 1);
    const { body } = await add(api, skus[1], 1);
    const ids = body.data.list.map((l: { basketId: number }) => l.basketId);
    const refused = await api.post('shopCart/deleteItem', { basketIds: [ids[0], 99999999] });
    expect(refused.body.codeId).toBe(122);
    expect((await api.get('shopCart/info')).body.data.list).toHaveLength(2);
    const deleted = await api.post('shopCart/deleteItem', { basketIds: [ids[0]] });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.list.map((l: { basketId: number }) => l.basketId)).toEqual([ids[1]]);
    expect((await api.post('shopCart/deleteItem', { basketIds: [] })).body.codeId).toBe(99);
  });

  it('answers 112 without a valid token', async () => {
    const visitor = client(ctx.app);
    expect(await visitor.get('shopCart/info')).toEqual({
      status: 401,
      body: { codeId: ERROR_CODE.loggedOut, msg: expect.any(String) },
    });
    expect((await client(ctx.app, 'not-a-token').post('shopCart/deleteItem', { basketIds: [1] })).status).toBe(401);
  });
});
