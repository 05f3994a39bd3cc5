import { databases, createTestApp } from '../../../test/helpers';
import {
  addAddress,
  buyNow,
  client,
  onSaleSkus,
  orderStatusOf,
  setOrderStatus,
  setSku,
  soldNumOf,
  stockOf,
  quickMember,
  type Client,
  type SkuFixture,
} from '../../../test/commerce';
import { clock } from '../../clock';
import { sweep } from '../../services/expiry';
import { ERROR_CODE, ORDER_STATUS } from '../../schemas/codes';

describe.each(databases)('my orders (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sku: SkuFixture;
  let expirySku: SkuFixture;
  beforeAll(async () => {
    // The shop's cap of 3 unpaid orders is fair-stock.test's: a shopper here holds up to four unpaid orders.
    ctx = await createTestApp(kind, { config: { maxUnpaidOrders: 10 } });
    [sku, expirySku] = await onSaleSkus(ctx.db, 2, 7);
    await setSku(ctx.db, sku.skuId, { stock: 1000 });
    await setSku(ctx.db, expirySku.skuId, { stock: 1000 });
  });
  afterAll(() => ctx.close());

  async function shopper(orders: number, ordered = sku): Promise<{ api: Client; orderNumbers: string[] }> {
    const api = client(ctx.app, (await quickMember(ctx.db)).token);
    const addrId = await addAddress(api);
    const orderNumbers: string[] = [];
    for (let i = 0; i < orders; i += 1) {
      const placed = await buyNow(api, ordered, 1, addrId);
      orderNumbers.push(placed.orderNumber!);
    }
    return { api, orderNumbers };
  }

  it('counts, lists newest first by status, and shows the detail with items, address and tracking', async () => {
    const { api, orderNumbers } = await shopper(3);
    await setOrderStatus(ctx.db, orderNumbers[0], 3);
    expect((await api.get('myOrder/orderCount')).body).toEqual({
      data: { all: 3, toPay: 2, toDelivered: 0, toReceive: 1, completed: 0, cancelled: 0 },
    });

    const all = await api.get('myOrder/myOrder', { current: 1, size: 10, status: 0 });
    expect(all.body.data).toMatchObject({ total: 3, current: 1, size: 10, pages: 1 });
    expect(all.body.data.records.map((o: { orderNumber: string }) => o.orderNumber).sort()).toEqual(
      [...orderNumbers].sort(),
    );
    const created = all.body.data.records.map((o: { createTime: string }) => o.createTime);
    expect([...created].sort().reverse()).toEqual(created);
    const toPay = await api.get('myOrder/myOrder', { status: 1 });
    expect(toPay.body.data.records.map((o: { status: number }) => o.status)).toEqual([1, 1]);
    expect(await api.get('myOrder/myOrder', { status: 4 })).toEqual({
      status: 400,
      body: { codeId: ERROR_CODE.badRequest, msg: expect.any(String) },
    });
    expect((await api.get('myOrder/myOrder', { status: 9 })).body.codeId).toBe(99);

    const detail = await api.get('myOrder/orderDetail', { orderNumber: orderNumbers[1] });
    expect(detail.body.data).toEqual({
      orderNumber: orderNumbers[1],
      status: 1,
      items: [
        expect.objectContaining({
          prodId: sku.prodId,
          skuId: sku.skuId,
          shopId: 1,
          prodCount: 1,
          price: sku.priceCents / 100,
          itemId: expect.any(Number),
          returnedCount: 0,
        }),
      ],
      refunded: 0,
      productAmount: sku.priceCents / 100,
      deliveryFee: sku.priceCents >= 5000 ? 0 : 1,
      amount: expect.any(Number),
      rielRate: 4100,
      rielStep: 100,
      amountRiel: expect.any(Number),
      paymentMethod: 1,
      remarks: '',
      recTime: expect.stringMatching(/\+07:00$/),
      createTime: expect.stringMatching(/\+07:00$/),
      payTime: null,
      shipTime: null,
      finishTime: null,
      cancelTime: null,
      estimatedDeliveryTime: expect.stringMatching(/\+07:00$/),
      address: { receiver: 'Sokha Chan', mobile: '012345678', addr: expect.any(String), addrType: 1 },
      tracking: [{ status: 1, time: expect.stringMatching(/\+07:00$/) }],
      delivery: null,
    });
    expect(detail.body.data.estimatedDeliveryTime).toBe(detail.body.data.recTime); // the wished time, when it is later than the lead time
    expect((await api.get('myOrder/orderDetail', { orderNumber: '' })).body.codeId).toBe(102);
  });

  it('cancels only to-pay orders, returning the stock; refuses by state (10, 7, 1)', async () => {
    const { api, orderNumbers } = await shopper(4);
    const stock = await stockOf(ctx.db, sku.skuId);
    const sold = await soldNumOf(ctx.db, sku.prodId);
    expect(await api.post(`myOrder/cancel/${orderNumbers[0]}`)).toEqual({ status: 200, body: { data: null } });
    expect(await stockOf(ctx.db, sku.skuId)).toBe(stock + 1);
    expect(await soldNumOf(ctx.db, sku.prodId)).toBe(sold - 1);
    const detail = (await api.get('myOrder/orderDetail', { orderNumber: orderNumbers[0] })).body.data;
    expect(detail).toMatchObject({ status: 6, cancelTime: expect.any(String) });
    expect(detail.tracking.map((t: { status: number }) => t.status)).toEqual([1, 6]);

    await setOrderStatus(ctx.db, orderNumbers[1], 3);
    await setOrderStatus(ctx.db, orderNumbers[2], 5);
    await setOrderStatus(ctx.db, orderNumbers[3], 2);
    const refusals = [
      [orderNumbers[1], 10],
      [orderNumbers[2], 7],
      [orderNumbers[3], 1],
      [orderNumbers[0], 1],
    ] as const;
    for (const [orderNumber, codeId] of refusals) {
      expect(await api.post(`myOrder/cancel/${orderNumber}`)).toEqual({
        status: 409,
        body: { codeId, msg: expect.any(String) },
      });
    }
    expect(await stockOf(ctx.db, sku.skuId)).toBe(stock + 1);
  });

  it('confirms receipt only when shipped (5 before, 7 after completion, 1 otherwise)', async () => {
    const { api, orderNumbers } = await shopper(3);
    expect((await api.post(`myOrder/receipt/${orderNumbers[0]}`)).body.codeId).toBe(5);
    await setOrderStatus(ctx.db, orderNumbers[0], 2);
    expect((await api.post(`myOrder/receipt/${orderNumbers[0]}`)).body.codeId).toBe(5);
    await setOrderStatus(ctx.db, orderNumbers[0], 3);
    expect(await api.post(`myOrder/receipt/${orderNumbers[0]}`)).toEqual({ status: 200, body: { data: null } });
    expect(await orderStatusOf(ctx.db, orderNumbers[0])).toBe(5);
    expect((await api.get('myOrder/orderDetail', { orderNumber: orderNumbers[0] })).body.data.finishTime).toEqual(
      expect.any(String),
    );
    expect((await api.post(`myOrder/receipt/${orderNumbers[0]}`)).body.codeId).toBe(7);
    await api.post(`myOrder/cancel/${orderNumbers[1]}`);
    expect((await api.post(`myOrder/receipt/${orderNumbers[1]}`)).body.codeId).toBe(1);
  });

  it('deletes (hides) only completed, cancelled or refunded orders (11 to pay, 6 otherwise)', async () => {
    const { api, orderNumbers } = await shopper(4);
    expect(await api.post(`myOrder/${orderNumbers[0]}`)).toEqual({
      status: 409,
      body: { codeId: ERROR_CODE.orderPendingPayment, msg: expect.any(String) },
    });
    await setOrderStatus(ctx.db, orderNumbers[1], 3);
    expect((await api.post(`myOrder/${orderNumbers[1]}`)).body.codeId).toBe(6);
    await setOrderStatus(ctx.db, orderNumbers[2], 8);
    await api.post(`myOrder/cancel/${orderNumbers[3]}`);
    for (const orderNumber of [orderNumbers[2], orderNumbers[3]]) {
      expect(await api.post(`myOrder/${orderNumber}`)).toEqual({ status: 200, body: { data: null } });
      expect((await api.get('myOrder/orderDetail', { orderNumber })).body.codeId).toBe(4);
      expect((await api.post(`myOrder/${orderNumber}`)).body.codeId).toBe(4);
    }
    expect((await api.get('myOrder/myOrder')).body.data.total).toBe(2);
    expect((await api.get('myOrder/orderCount')).body.data.all).toBe(2);
    const kept = await ctx.db
      .selectFrom('order')
      .select('deleted_at')
      .where('order_number', '=', orderNumbers[2])
      .executeTakeFirstOrThrow();
    expect(kept.deleted_at).not.toBeNull();
  });

  it("answers another member's order exactly like a missing one (4) on every call, changing nothing", async () => {
    const owner = await shopper(1);
    const stranger = await shopper(0);
    const [theirs] = owner.orderNumbers;
    const missing = '20990101000000000000';
    const calls = (orderNumber: string) => [
      stranger.api.get('myOrder/orderDetail', { orderNumber }),
      stranger.api.post(`myOrder/cancel/${orderNumber}`),
      stranger.api.post(`myOrder/receipt/${orderNumber}`),
      stranger.api.post(`myOrder/${orderNumber}`),
      stranger.api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 1 }),
    ];
    const foreign = await Promise.all(calls(theirs));
    const gone = await Promise.all(calls(missing));
    expect(foreign).toEqual(gone);
    for (const answer of foreign)
      expect(answer).toEqual({ status: 404, body: { codeId: ERROR_CODE.orderNotFound, msg: expect.any(String) } });
    expect(await orderStatusOf(ctx.db, theirs)).toBe(1);
    expect((await stranger.api.get('myOrder/myOrder')).body.data.total).toBe(0);
  });

  it('cancels unpaid orders after the payment window and returns their stock (lazily on read and by the sweep)', async () => {
    const a = await shopper(1, expirySku);
    const b = await shopper(1, expirySku);
    const stock = await stockOf(ctx.db, expirySku.skuId);
    const realNow = clock.now;
    clock.now = () => realNow() + 31 * 60_000;
    try {
      expect((await a.api.get('myOrder/orderDetail', { orderNumber: a.orderNumbers[0] })).body.data.status).toBe(6);
      expect(await stockOf(ctx.db, expirySku.skuId)).toBe(stock + 1);
      await Promise.all([sweep(ctx.db, 30), sweep(ctx.db, 30), b.api.get('myOrder/orderCount')]);
      expect(await orderStatusOf(ctx.db, b.orderNumbers[0])).toBe(6);
      expect(await stockOf(ctx.db, expirySku.skuId)).toBe(stock + 2);
      const events = await ctx.db
        .selectFrom('order_event')
        .select('status')
        .where('order_number', '=', b.orderNumbers[0])
        .execute();
      expect(events.map((e) => Number(e.status))).toEqual([1, 6]);
      expect((await a.api.post('payConfig/pay', { orderNumbers: a.orderNumbers[0], payType: 2 })).body.codeId).toBe(1);
    } finally {
      clock.now = realNow;
    }
  });

  it('lists an unpaid order past its window as cancelled in every list, before any sweep ran', async () => {
    const { api, orderNumbers } = await shopper(2, expirySku);
    await setOrderStatus(ctx.db, orderNumbers[1], ORDER_STATUS.toReceive);
    const realNow = clock.now;
    clock.now = () => realNow() + 31 * 60_000;
    try {
      const numbersIn = async (status: number) =>
        (await api.get('myOrder/myOrder', { status })).body.data.records.map(
          (o: { orderNumber: string }) => o.orderNumber,
        );
      expect(await numbersIn(ORDER_STATUS.cancelled)).toEqual([orderNumbers[0]]);
      expect(await numbersIn(ORDER_STATUS.toPay)).toEqual([]);
      const pastTheEnd = await api.get('myOrder/myOrder', { current: 3, size: 1, status: 0 });
      expect(pastTheEnd.body.data).toMatchObject({ total: 2, current: 3, records: [] });
    } finally {
      clock.now = realNow;
    }
  });

  it('completes an order by itself some days after shipping', async () => {
    const { api, orderNumbers } = await shopper(1);
    const [orderNumber] = orderNumbers;
    await ctx.db
      .updateTable('order')
      .set({ status: 3, ship_time: Date.now() - 11 * 86_400_000 })
      .where('order_number', '=', orderNumber)
      .execute();
    await sweep(ctx.db, 30);
    const detail = (await api.get('myOrder/orderDetail', { orderNumber })).body.data;
    expect(detail).toMatchObject({ status: 5, finishTime: expect.any(String) });
    expect(detail.tracking.map((t: { status: number }) => t.status)).toEqual([1, 5]);
  });
});
