import { orderMessage } from '../../services/telegram';
import { databases, createTestApp } from '../../../test/helpers';
import {
  addAddress,
  client,
  onSaleSkus,
  orderItemOf,
  orderStatusOf,
  recTimeIn,
  setSku,
  stockOf,
  quickMember,
  tally,
  type Client,
  type SkuFixture,
} from '../../../test/commerce';
import { signInStaff } from '../../../test/merchant';
import { ERROR_CODE, ORDER_STATUS } from '../../schemas/codes';
import { clock, toIso } from '../../clock';

describe.each(databases)('cash on delivery (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sku: SkuFixture;
  let owner: string;
  let desk: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    [sku] = await onSaleSkus(ctx.db, 1);
    await setSku(ctx.db, sku.skuId, { stock: 1000, price_cents: 1000 });
    owner = (await signInStaff(ctx.app, ctx.db, 'owner')).token;
    desk = (await signInStaff(ctx.app, ctx.db, 'orders')).token;
  });
  afterAll(() => ctx.close());

  const merchant = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url: `/api/merchant/${url}`, headers: { authorization: `Bearer ${token}` }, payload });

  async function setCash(cashOnDelivery: Record<string, unknown>): Promise<void> {
    const settings = (await merchant(owner, 'GET', 'settings')).json().data;
    const saved = await merchant(owner, 'POST', 'settings/save', { ...settings, cashOnDelivery });
    expect(saved.json().data.cashOnDelivery).toEqual(cashOnDelivery);
  }

  async function shopper(): Promise<{ api: Client; addrId: number }> {
    const api = client(ctx.app, (await quickMember(ctx.db)).token);
    return { api, addrId: await addAddress(api) };
  }

  async function confirm(api: Client, count: number) {
    const answer = await api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(sku, count) });
    expect(answer.status).toBe(200);
    return answer.body.data as { orderNumber: string; payTypes: number[]; amount: number };
  }

  const place = (api: Client, orderNumber: string, addrId: number, count: number, paymentMethod = 3) =>
    api.post('order/confirmation', {
      orderNumber,
      addrId,
      recTime: recTimeIn(24),
      paymentMethod,
      orderItem: orderItemOf(sku, count),
    });

  it('is offered only when the owner turns it on, and within the most per cash order', async () => {
    await setCash({ enabled: false, maxPerOrder: 30, maxOpenOrders: 2 });
    const { api, addrId } = await shopper();
    const off = await confirm(api, 1);
    expect(off.payTypes).toEqual([1, 2]);
    expect((await place(api, off.orderNumber, addrId, 1)).body.codeId).toBe(ERROR_CODE.cashRefused);

    await setCash({ enabled: true, maxPerOrder: 30, maxOpenOrders: 2 });
    expect((await confirm(api, 2)).payTypes).toEqual([1, 2, 3]);
    const big = await confirm(api, 3);
    expect(big.payTypes).toEqual([1, 2]);
    expect((await place(api, big.orderNumber, addrId, 3)).body.codeId).toBe(ERROR_CODE.cashRefused);
  });

  it('goes straight to "to be delivered"; the desk records the cash taken, which completes it', async () => {
    await setCash({ enabled: true, maxPerOrder: 100, maxOpenOrders: 2 });
    const { api, addrId } = await shopper();
    const { orderNumber } = await confirm(api, 2);
    const placed = await place(api, orderNumber, addrId, 2);
    expect(placed.body.data).toEqual({ orderNumber, amount: 21, amountRiel: 86_100, status: ORDER_STATUS.toDelivered });
    const mine = (await api.get('myOrder/orderDetail', { orderNumber })).body.data;
    expect(mine).toEqual(expect.objectContaining({ paymentMethod: 3, status: 2 }));
    // The shop's Telegram tells the desk the rider collects it, with the riel beside the dollars.
    const told = (await orderMessage(ctx.db, orderNumber, 'en'))!.text;
    expect(told).toContain('Payment: Cash on delivery (the rider collects it)');
    expect(told).toContain('Amount: $21.00 · 86,100៛');

    const transfer = await confirm(api, 1);
    await place(api, transfer.orderNumber, addrId, 1, 1);
    const notCash = await merchant(desk, 'POST', 'order/cashDelivered', {
      orderNumber: transfer.orderNumber,
      cashTaken: 11,
    });
    expect(notCash.json().codeId).toBe(ERROR_CODE.fail);

    const delivered = await merchant(desk, 'POST', 'order/cashDelivered', { orderNumber, cashTaken: 20.5 });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toEqual(expect.objectContaining({ status: 5, cashTaken: 20.5 }));
    expect(await orderStatusOf(ctx.db, orderNumber)).toBe(ORDER_STATUS.completed);
    const again = await merchant(desk, 'POST', 'order/cashDelivered', { orderNumber, cashTaken: 21 });
    expect(again.json().codeId).toBe(ERROR_CODE.orderCompleted);
  });

  it("takes the rider's cash in riel: the order's frozen riel total is its dollars; another sum, dollars at its rate", async () => {
    await setCash({ enabled: true, maxPerOrder: 100, maxOpenOrders: 5 });
    const { api, addrId } = await shopper();
    const exact = await confirm(api, 2);
    await place(api, exact.orderNumber, addrId, 2);
    // $21.00 at 4,100 riel to the dollar, rounded to the 100: 86,100 riel.
    const paid = await merchant(desk, 'POST', 'order/cashDelivered', {
      orderNumber: exact.orderNumber,
      cashTakenRiel: 86_100,
    });
    expect(paid.json().data).toEqual(expect.objectContaining({ status: 5, cashTaken: 21 }));

    const short = await confirm(api, 2);
    await place(api, short.orderNumber, addrId, 2);
    const both = await merchant(desk, 'POST', 'order/cashDelivered', {
      orderNumber: short.orderNumber,
      cashTaken: 21,
      cashTakenRiel: 86_100,
    });
    expect(both.json().codeId).toBe(ERROR_CODE.badRequest);
    const fewer = await merchant(desk, 'POST', 'order/cashDelivered', {
      orderNumber: short.orderNumber,
      cashTakenRiel: 82_000,
    });
    // 82,000 riel at 4,100: $20.00, recorded short.
    expect(fewer.json().data).toEqual(expect.objectContaining({ status: 5, cashTaken: 20 }));
  });

  it('a cash order refused at the door, or cancelled by the shopper, returns its stock', async () => {
    await setCash({ enabled: true, maxPerOrder: 100, maxOpenOrders: 2 });
    const { api, addrId } = await shopper();
    const stock = await stockOf(ctx.db, sku.skuId);
    const first = await confirm(api, 3);
    await place(api, first.orderNumber, addrId, 3);
    const second = await confirm(api, 2);
    await place(api, second.orderNumber, addrId, 2);
    expect(await stockOf(ctx.db, sku.skuId)).toBe(stock - 5);

    const refused = await merchant(desk, 'POST', 'order/cashRefused', { orderNumber: first.orderNumber });
    expect(refused.json().data.status).toBe(ORDER_STATUS.cancelled);
    const cancelled = await api.post(`myOrder/cancel/${second.orderNumber}`);
    expect(cancelled.status).toBe(200);
    expect(await orderStatusOf(ctx.db, second.orderNumber)).toBe(ORDER_STATUS.cancelled);
    expect(await stockOf(ctx.db, sku.skuId)).toBe(stock);
  });

  it("the day's cash report sets the cash due from delivered cash orders against the cash recorded", async () => {
    await setCash({ enabled: true, maxPerOrder: 100, maxOpenOrders: 5 });
    const { api, addrId } = await shopper();
    const placed: string[] = [];
    for (const count of [1, 2, 3]) {
      const { orderNumber } = await confirm(api, count);
      await place(api, orderNumber, addrId, count);
      placed.push(orderNumber);
    }
    await merchant(desk, 'POST', 'order/cashDelivered', { orderNumber: placed[0], cashTaken: 11 });
    await merchant(desk, 'POST', 'order/cashDelivered', { orderNumber: placed[1], cashTaken: 20 });
    // The third was handed over but its cash not yet recorded: not in the day's report.
    const day = toIso(clock.now()).slice(0, 10);
    const report = (await merchant(desk, 'GET', `cashReport?day=${day}`)).json().data;
    const mine = report.orders.filter((o: { orderNumber: string }) => placed.includes(o.orderNumber));
    expect(mine).toEqual([
      expect.objectContaining({ orderNumber: placed[0], due: 11, recorded: 11, difference: 0, flagged: false }),
      expect.objectContaining({ orderNumber: placed[1], due: 21, recorded: 20, difference: -1, flagged: true }),
    ]);
    const sum = (key: 'due' | 'recorded') =>
      report.orders.reduce((total: number, o: Record<string, number>) => total + Math.round((o[key] ?? 0) * 100), 0) /
      100;
    expect(report).toEqual(expect.objectContaining({ day, due: sum('due'), recorded: sum('recorded') }));
    expect(report.flagged).toBe(report.orders.filter((o: { flagged: boolean }) => o.flagged).length);
    const nextDay = (await merchant(desk, 'GET', 'cashReport?day=2020-01-01')).json().data;
    expect(nextDay).toEqual({ day: '2020-01-01', orders: [], due: 0, recorded: 0, difference: 0, flagged: 0 });
    expect((await merchant(desk, 'GET', 'cashReport?day=yesterday')).statusCode).toBe(400);
  });

  it('holds the most open cash orders per member under 100 parallel placements', async () => {
    await setCash({ enabled: true, maxPerOrder: 100, maxOpenOrders: 2 });
    const { api, addrId } = await shopper();
    const stock = await stockOf(ctx.db, sku.skuId);
    const orderNumbers: string[] = [];
    for (let i = 0; i < 100; i += 1) orderNumbers.push((await confirm(api, 1)).orderNumber);

    const answers = await Promise.all(orderNumbers.map((orderNumber) => place(api, orderNumber, addrId, 1)));

    expect(tally(answers)).toEqual({ '200/ok': 2, [`409/${ERROR_CODE.cashRefused}`]: 98 });
    expect(await stockOf(ctx.db, sku.skuId)).toBe(stock - 2);
    const placed = await ctx.db
      .selectFrom('order')
      .select('order_number')
      .where('order_number', 'in', orderNumbers)
      .execute();
    expect(placed).toHaveLength(2);
  });
});
