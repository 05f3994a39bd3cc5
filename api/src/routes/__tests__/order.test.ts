import crypto from 'node:crypto';
import { databases, createTestApp } from '../../../test/helpers';
import { clock } from '../../clock';
import {
  addAddress,
  buyNow,
  client,
  onSaleSkus,
  orderItemOf,
  recTimeIn,
  setSku,
  soldNumOf,
  stockOf,
  quickMember,
  type Client,
  type SkuFixture,
} from '../../../test/commerce';
import { ERROR_CODE } from '../../schemas/codes';

describe.each(databases)('ordering (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let skus: SkuFixture[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    skus = await onSaleSkus(ctx.db, 6);
    for (const sku of skus) await setSku(ctx.db, sku.skuId, { stock: 100, price_cents: 1250 });
    skus = skus.map((s) => ({ ...s, stock: 100, priceCents: 1250 }));
  });
  afterAll(() => ctx.close());

  const member = async (): Promise<Client> => client(ctx.app, (await quickMember(ctx.db)).token);
  const addToCart = (api: Client, sku: SkuFixture, count: number) =>
    api.post('shopCart/changeItem', { prodId: sku.prodId, shopId: sku.shopId, skuId: sku.skuId, count });
  const place = (api: Client, url: 'order/cartSubmission' | 'order/confirmation', body: Record<string, unknown>) =>
    api.post(url, { recTime: recTimeIn(24), paymentMethod: 1, remarks: 'Please call first', ...body });

  it('confirms cart lines with server prices and the default address, then places the order once', async () => {
    const api = await member();
    expect((await api.post('order/creatCartSubmission', { basketIds: [1] })).body.codeId).toBe(122);
    const addrId = await addAddress(api);
    await addToCart(api, skus[0], 2);
    const cart = (await addToCart(api, skus[1], 1)).body.data.list;
    const basketIds = cart.map((l: { basketId: number }) => l.basketId);
    const sold = await soldNumOf(ctx.db, skus[0].prodId);

    const confirmation = await api.post('order/creatCartSubmission', { basketIds });
    expect(confirmation.status).toBe(200);
    expect(confirmation.body.data).toEqual({
      orderNumber: expect.stringMatching(/^\d{20}$/),
      items: [
        expect.objectContaining({
          prodId: skus[0].prodId,
          skuId: skus[0].skuId,
          shopId: 1,
          price: 12.5,
          prodCount: 2,
          prodName: expect.any(String),
          skuNameCn: expect.any(String),
          pic: expect.any(String),
        }),
        expect.objectContaining({ skuId: skus[1].skuId, price: 12.5, prodCount: 1 }),
      ],
      productAmount: 37.5,
      deliveryFee: 1,
      amount: 38.5,
      rielRate: 4100,
      rielStep: 100,
      amountRiel: 157_900,
      address: {
        addrId,
        receiver: 'Sokha Chan',
        mobile: '012345678',
        addr: expect.any(String),
        addrType: 1,
        commonAddr: 1,
      },
      estimatedDeliveryTime: expect.stringMatching(/\+07:00$/),
      payTypes: [1, 2],
    });
    const { orderNumber } = confirmation.body.data;

    const first = await place(api, 'order/cartSubmission', { orderNumber, addrId, basketIds });
    expect(first).toEqual({
      status: 200,
      body: { data: { orderNumber, amount: 38.5, amountRiel: 157_900, status: 1 } },
    });
    const again = await place(api, 'order/cartSubmission', { orderNumber, addrId, basketIds });
    expect(again).toEqual(first);

    const orders = await ctx.db.selectFrom('order').selectAll().where('order_number', '=', orderNumber).execute();
    expect(orders).toHaveLength(1);
    expect(Number(orders[0].amount_cents)).toBe(3850);
    expect(await stockOf(ctx.db, skus[0].skuId)).toBe(98);
    expect(await stockOf(ctx.db, skus[1].skuId)).toBe(99);
    expect(await soldNumOf(ctx.db, skus[0].prodId)).toBe(sold + 2 + (skus[1].prodId === skus[0].prodId ? 1 : 0));
    expect((await api.get('shopCart/info')).body.data.list).toEqual([]);
    const events = await ctx.db
      .selectFrom('order_event')
      .select('status')
      .where('order_number', '=', orderNumber)
      .execute();
    expect(events.map((e) => Number(e.status))).toEqual([1]);
  });

  it('gives two checkouts of the same second that draw the same number each their own (the second draws again)', async () => {
    const api = await member();
    const now = clock.now();
    jest.spyOn(clock, 'now').mockReturnValue(now);
    const draw = jest.spyOn(crypto, 'randomInt') as unknown as jest.Mock<number, []>;
    draw.mockReturnValueOnce(424242).mockReturnValueOnce(424242).mockReturnValueOnce(424243);
    try {
      const confirm = () => api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(skus[5], 1) });
      const first = await confirm();
      const second = await confirm();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.body.data.orderNumber).toMatch(/424242$/);
      expect(second.body.data.orderNumber).toMatch(/424243$/);
      expect(draw).toHaveBeenCalledTimes(3);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('ignores a price sent by the client', async () => {
    const api = await member();
    const addrId = await addAddress(api);
    const confirmation = await api.post('order/CreateOrderConfirmation', {
      orderItem: { ...orderItemOf(skus[2], 1), price: 0.01 },
      amount: 0.01,
    });
    expect(confirmation.body.data.amount).toBe(13.5);
    const placed = await place(api, 'order/confirmation', {
      orderNumber: confirmation.body.data.orderNumber,
      addrId,
      orderItem: { ...orderItemOf(skus[2], 1), price: 0.01 },
      amount: 0.01,
      productAmount: 0.01,
    });
    expect(placed.body.data).toMatchObject({ amount: 13.5, status: 1 });
  });

  it.each([
    [4999, 1],
    [5000, 0],
    [5001, 0],
  ])('charges delivery by the product amount (%i cents → fee %i)', async (priceCents, fee) => {
    const api = await member();
    const addrId = await addAddress(api);
    const sku = skus[3];
    await setSku(ctx.db, sku.skuId, { price_cents: priceCents });
    const confirmation = await api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(sku, 1) });
    expect(confirmation.body.data).toMatchObject({
      productAmount: priceCents / 100,
      deliveryFee: fee,
      amount: (priceCents + fee * 100) / 100,
    });
    const placed = await place(api, 'order/confirmation', { orderNumber: confirmation.body.data.orderNumber, addrId });
    expect(placed.body.data.amount).toBe((priceCents + fee * 100) / 100);
  });

  it('refuses an orderNumber never reserved for this member (4), a missing or foreign address (30), a bad recTime or method (99)', async () => {
    const api = await member();
    const stranger = await member();
    const addrId = await addAddress(api);
    const strangerAddr = await addAddress(stranger);
    const { orderNumber } = (await api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(skus[4], 1) }))
      .body.data;
    const stock = await stockOf(ctx.db, skus[4].skuId);

    expect(await place(api, 'order/confirmation', { orderNumber: '20260101000000123456', addrId })).toEqual({
      status: 404,
      body: { codeId: ERROR_CODE.orderNotFound, msg: expect.any(String) },
    });
    expect((await place(stranger, 'order/confirmation', { orderNumber, addrId: strangerAddr })).body.codeId).toBe(4);
    expect((await place(api, 'order/cartSubmission', { orderNumber, addrId })).body.codeId).toBe(4); // reserved for buy now
    expect(await place(api, 'order/confirmation', { orderNumber: '  ', addrId })).toEqual({
      status: 400,
      body: { codeId: ERROR_CODE.orderNumberEmpty, msg: expect.any(String) },
    });
    expect(await place(api, 'order/confirmation', { orderNumber })).toEqual({
      status: 400,
      body: { codeId: ERROR_CODE.addressEmpty, msg: expect.any(String) },
    });
    expect((await place(api, 'order/confirmation', { orderNumber, addrId: strangerAddr })).body.codeId).toBe(30);
    for (const recTime of [recTimeIn(24 * 8), recTimeIn(-2), 'tomorrow', '2026-13-01T10:00:00Z']) {
      expect((await place(api, 'order/confirmation', { orderNumber, addrId, recTime })).body.codeId).toBe(99);
    }
    expect((await place(api, 'order/confirmation', { orderNumber, addrId, paymentMethod: 3 })).body.codeId).toBe(99);
    expect(
      (await place(api, 'order/confirmation', { orderNumber, addrId, remarks: 'x'.repeat(201) })).body.codeId,
    ).toBe(99);
    expect(await stockOf(ctx.db, skus[4].skuId)).toBe(stock);
    expect(
      await ctx.db.selectFrom('order').select('order_number').where('order_number', '=', orderNumber).execute(),
    ).toEqual([]);

    // a recTime with any offset, Z included, is accepted
    const utc = new Date(Date.now() + 3 * 3_600_000).toISOString();
    expect((await place(api, 'order/confirmation', { orderNumber, addrId, recTime: utc })).body.data.status).toBe(1);
  });

  it('takes all lines or none: one line short of stock is 120 and nothing is taken', async () => {
    const api = await member();
    const addrId = await addAddress(api);
    await addToCart(api, skus[5], 3);
    const basketIds = (await addToCart(api, skus[0], 1)).body.data.list.map((l: { basketId: number }) => l.basketId);
    const { orderNumber } = (await api.post('order/creatCartSubmission', { basketIds })).body.data;
    const before0 = await stockOf(ctx.db, skus[0].skuId);
    await setSku(ctx.db, skus[5].skuId, { stock: 2 });

    expect(await place(api, 'order/cartSubmission', { orderNumber, addrId, basketIds })).toEqual({
      status: 409,
      body: { codeId: ERROR_CODE.noStock, msg: expect.any(String) },
    });
    expect(await stockOf(ctx.db, skus[0].skuId)).toBe(before0);
    expect(await stockOf(ctx.db, skus[5].skuId)).toBe(2);
    expect((await api.get('shopCart/info')).body.data.list).toHaveLength(2);

    await setSku(ctx.db, skus[5].skuId, { stock: 3 });
    expect((await place(api, 'order/cartSubmission', { orderNumber, addrId, basketIds })).body.data.status).toBe(1);
    expect(await stockOf(ctx.db, skus[5].skuId)).toBe(0);
    expect((await api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(skus[5], 1) })).body.codeId).toBe(
      120,
    );
  });

  it("refuses another member's cart lines exactly like missing ones (122) and reserves nothing", async () => {
    const owner = await member();
    const stranger = await member();
    const basketId = (await addToCart(owner, skus[2], 1)).body.data.list[0].basketId;
    const checkouts = async () => (await ctx.db.selectFrom('checkout').select('order_number').execute()).length;
    const before = await checkouts();
    const foreign = await stranger.post('order/creatCartSubmission', { basketIds: [basketId] });
    expect(foreign).toEqual(await stranger.post('order/creatCartSubmission', { basketIds: [99999999] }));
    expect(foreign).toEqual({ status: 404, body: { codeId: ERROR_CODE.cartItemDeleted, msg: expect.any(String) } });
    expect(await checkouts()).toBe(before);
  });

  it('refuses buy now of a removed product or a foreign shop (121) and a count below 1 (99)', async () => {
    const api = await member();
    expect(
      (await api.post('order/CreateOrderConfirmation', { orderItem: { ...orderItemOf(skus[1], 1), shopId: 2 } })).body
        .codeId,
    ).toBe(121);
    expect(
      (await api.post('order/CreateOrderConfirmation', { orderItem: { ...orderItemOf(skus[1], 1), skuId: 99999999 } }))
        .body.codeId,
    ).toBe(121);
    expect((await api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(skus[1], 0) })).body.codeId).toBe(
      99,
    );
    const addrId = await addAddress(api);
    const placed = await buyNow(api, skus[1], 1, addrId);
    expect(placed.body.data.status).toBe(1);
  });
});
