// Many buyers, few units: the conditional decrement in the placing transaction sells exactly what there is.
import { databases, createTestApp } from '../helpers';
import {
  addAddress,
  client,
  onSaleSkus,
  orderItemOf,
  quickMember,
  recTimeIn,
  setSku,
  soldNumOf,
  stockOf,
} from '../commerce';
import { ERROR_CODE } from '../../src/schemas/codes';

describe.each(databases)('ordering under contention (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  }, 30_000);
  afterAll(() => ctx.close());

  it('50 concurrent buyers for the last 10 units: exactly 10 orders, stock 0', async () => {
    const [sku] = await onSaleSkus(ctx.db, 1, 3);
    await setSku(ctx.db, sku.skuId, { stock: 10 });
    const sold = await soldNumOf(ctx.db, sku.prodId);
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const api = client(ctx.app, (await quickMember(ctx.db)).token);
        const addrId = await addAddress(api);
        const confirmation = await api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(sku, 1) });
        return { api, addrId, orderNumber: confirmation.body.data.orderNumber as string };
      }),
    );
    const answers = await Promise.all(
      buyers.map(({ api, addrId, orderNumber }) =>
        api.post('order/confirmation', {
          orderNumber,
          addrId,
          recTime: recTimeIn(24),
          paymentMethod: 2,
          orderItem: orderItemOf(sku, 1),
        }),
      ),
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(placed).toHaveLength(10);
    expect(refused.every((a) => a.status === 409 && a.body.codeId === ERROR_CODE.noStock)).toBe(true);
    expect(await stockOf(ctx.db, sku.skuId)).toBe(0);
    expect(await soldNumOf(ctx.db, sku.prodId)).toBe(sold + 10);
    const orders = await ctx.db
      .selectFrom('order_item')
      .select('order_number')
      .where('sku_id', '=', sku.skuId)
      .execute();
    expect(orders).toHaveLength(10);
  }, 30_000);

  it('one orderNumber placed many times at once makes one order and one answer', async () => {
    const [sku] = await onSaleSkus(ctx.db, 1, 4);
    await setSku(ctx.db, sku.skuId, { stock: 5 });
    const api = client(ctx.app, (await quickMember(ctx.db)).token);
    const addrId = await addAddress(api);
    const { orderNumber } = (await api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(sku, 2) })).body
      .data;
    const body = { orderNumber, addrId, recTime: recTimeIn(24), paymentMethod: 1 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.post('order/confirmation', body)));
    for (const answer of answers)
      expect(answer).toEqual({
        status: 200,
        body: { data: { orderNumber, amount: expect.any(Number), amountRiel: expect.any(Number), status: 1 } },
      });
    expect(
      await ctx.db.selectFrom('order').select('order_number').where('order_number', '=', orderNumber).execute(),
    ).toHaveLength(1);
    expect(await stockOf(ctx.db, sku.skuId)).toBe(3);
  }, 15_000);
});
