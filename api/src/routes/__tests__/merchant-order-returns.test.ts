import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import {
  addAddress,
  buyNow,
  client,
  onSaleSkus,
  orderStatusOf,
  quickMember,
  setSku,
  stockOf,
  type SkuFixture,
} from '../../../test/commerce';
import { signInStaff, type SignedInStaff } from '../../../test/merchant';

interface Detail {
  status: number;
  amount: number;
  refunded: number;
  items: Array<{ itemId: number; prodCount: number; returnedCount: number }>;
  returns: Array<{ reason: string; refund: number; lines: Array<{ itemId: number; quantity: number }> }>;
}

describe.each(databases)('returns by line and refunds (%s)', (kind) => {
  let t: TestApp;
  let sku: SkuFixture;
  let clerk: SignedInStaff;
  let owner: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [sku] = await onSaleSkus(t.db, 1, 9);
    await setSku(t.db, sku.skuId, { stock: 1000 });
    clerk = await signInStaff(t.app, t.db, 'orders');
    owner = await signInStaff(t.app, t.db, 'owner');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/merchant/${url}`, payload, headers: bearer(clerk.token) });
  const detailOf = async (orderNumber: string): Promise<Detail> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/merchant/order?orderNumber=${orderNumber}`,
        headers: bearer(clerk.token),
      })
    ).json().data;
  const expectError = (res: { statusCode: number; json(): unknown }, status: number, codeId: number) => {
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { codeId, msg: expect.any(String) } });
  };

  /** A paid order of `count` units, shipped unless `ship` is false. */
  async function paidOrder(count: number, ship = true) {
    const member = await quickMember(t.db);
    const api = client(t.app, member.token);
    const { orderNumber } = await buyNow(api, sku, count, await addAddress(api));
    await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 1 });
    expect((await post('order/confirmTransfer', { orderNumber })).statusCode).toBe(200);
    if (ship) expect((await post('order/ship', { orderNumber })).statusCode).toBe(200);
    const detail = await detailOf(orderNumber!);
    return { orderNumber: orderNumber!, api, detail, itemId: detail.items[0].itemId };
  }
  const returnBody = (orderNumber: string, itemId: number, more: object = {}) => ({
    orderNumber,
    lines: [{ itemId, quantity: 1 }],
    reason: 'The bag was torn',
    refund: 0,
    restock: true,
    ...more,
  });

  it('returns one unit of a line with a reason, a refund by method and reference, and its stock put back', async () => {
    const { orderNumber, api, itemId, detail } = await paidOrder(2);
    const stock = await stockOf(t.db, sku.skuId);
    const answer = await post(
      'order/returnLines',
      returnBody(orderNumber, itemId, { refund: 1.5, refundMethod: 'mobile_app', refundReference: ' ABA-778812 ' }),
    );
    expect(answer.statusCode).toBe(200);
    const after: Detail = answer.json().data;
    expect(after.status).toBe(3);
    expect(after.refunded).toBe(1.5);
    expect(after.items[0]).toEqual(expect.objectContaining({ itemId, prodCount: 2, returnedCount: 1 }));
    expect(after.returns).toEqual([
      {
        id: expect.any(Number),
        time: expect.any(String),
        by: `orders ${clerk.login}`,
        reason: 'The bag was torn',
        refund: 1.5,
        refundMethod: 'mobile_app',
        refundReference: 'ABA-778812',
        restock: true,
        lines: [{ itemId, quantity: 1 }],
      },
    ]);
    expect(await stockOf(t.db, sku.skuId)).toBe(stock + 1);
    // The shopper sees the returned unit and the money refunded.
    const seen = (await api.get('myOrder/orderDetail', { orderNumber })).body.data;
    expect(seen.refunded).toBe(1.5);
    expect(seen.items[0].returnedCount).toBe(1);
    // Kept, without its stock: the stock stays.
    await post('order/returnLines', returnBody(orderNumber, itemId, { restock: false }));
    expect(await stockOf(t.db, sku.skuId)).toBe(stock + 1);
    expect((await detailOf(orderNumber)).items[0].returnedCount).toBe(2);
    // The audit log names the line and keeps the money.
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/merchant/audit?entity=order&size=50',
        headers: bearer(owner.token),
      })
    )
      .json()
      .data.records.filter(
        (r: { entityId: string; action: string }) => r.entityId === orderNumber && r.action === 'returnLines',
      );
    expect(audit).toHaveLength(2);
    expect(audit[1].after).toEqual(
      expect.objectContaining({ refund: 1.5, refunded: 1.5, refundMethod: 'mobile_app', restock: true }),
    );
    expect(audit[1].after.lines).toEqual([{ itemId, quantity: 1, name: expect.stringMatching(/\S/) }]);
    expect(detail.amount).toBeGreaterThan(1.5);
  });

  it('refuses a return past what was bought, a refund past what was paid, a missing reason: nothing changes', async () => {
    const { orderNumber, itemId, detail } = await paidOrder(2);
    const other = await paidOrder(1);
    const stock = await stockOf(t.db, sku.skuId);
    expectError(
      await post('order/returnLines', returnBody(orderNumber, itemId, { lines: [{ itemId, quantity: 3 }] })),
      409,
      171,
    );
    expectError(await post('order/returnLines', returnBody(orderNumber, other.itemId)), 409, 171);
    expectError(
      await post(
        'order/returnLines',
        returnBody(orderNumber, itemId, { refund: detail.amount + 0.01, refundMethod: 'cash' }),
      ),
      409,
      170,
    );
    expectError(await post('order/returnLines', returnBody(orderNumber, itemId, { reason: '   ' })), 400, 172);
    expectError(await post('order/returnLines', returnBody(orderNumber, itemId, { refund: 1 })), 400, 99);
    expectError(
      await post('order/returnLines', returnBody(orderNumber, itemId, { refund: 1.234, refundMethod: 'cash' })),
      400,
      99,
    );
    expectError(await post('order/returnLines', returnBody(orderNumber, itemId, { lines: [] })), 400, 99);
    expectError(await post('order/returnLines', returnBody('PP000', itemId)), 404, 4);
    const unchanged = await detailOf(orderNumber);
    expect(unchanged.refunded).toBe(0);
    expect(unchanged.items[0].returnedCount).toBe(0);
    expect(unchanged.returns).toEqual([]);
    expect(await stockOf(t.db, sku.skuId)).toBe(stock);
    // The rest of the money may go back; then nothing more, by line or whole.
    const all = await post(
      'order/returnLines',
      returnBody(orderNumber, itemId, { lines: [], refund: detail.amount, refundMethod: 'cash' }),
    );
    expect(all.json().data.refunded).toBe(detail.amount);
    expectError(
      await post('order/returnLines', returnBody(orderNumber, itemId, { refund: 0.01, refundMethod: 'cash' })),
      409,
      170,
    );
    expect((await post('order/return', { orderNumber })).statusCode).toBe(200);
    expectError(await post('order/refund', { orderNumber }), 409, 170);
    expect(await orderStatusOf(t.db, orderNumber)).toBe(7);
  });

  it('an unpaid order is not returned by line; a paid, unshipped one is (its unit back on the shelf)', async () => {
    const member = await quickMember(t.db);
    const api = client(t.app, member.token);
    const { orderNumber } = await buyNow(api, sku, 1, await addAddress(api));
    const itemId = (await detailOf(orderNumber!)).items[0].itemId;
    expectError(await post('order/returnLines', returnBody(orderNumber!, itemId)), 409, 11);
    const paid = await paidOrder(2, false);
    const stock = await stockOf(t.db, sku.skuId);
    expect((await post('order/returnLines', returnBody(paid.orderNumber, paid.itemId))).statusCode).toBe(200);
    expect(await stockOf(t.db, sku.skuId)).toBe(stock + 1);
    // A whole refund after a partial one would pay the returned part twice.
    await post(
      'order/returnLines',
      returnBody(paid.orderNumber, paid.itemId, { lines: [], refund: 1, refundMethod: 'cash' }),
    );
    expectError(await post('order/refund', { orderNumber: paid.orderNumber }), 409, 170);
    expect(await orderStatusOf(t.db, paid.orderNumber)).toBe(2);
    expect(await stockOf(t.db, sku.skuId)).toBe(stock + 1);
  });

  it('100 refunds of one order at once never refund more than it cost', async () => {
    const { orderNumber, itemId, detail } = await paidOrder(3);
    const each = Math.ceil((detail.amount / 7) * 100) / 100; // 6 fit, the 7th would pass the amount
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        post('order/returnLines', returnBody(orderNumber, itemId, { lines: [], refund: each, refundMethod: 'cash' })),
      ),
    );
    const fits = Math.floor(Math.round(detail.amount * 100) / Math.round(each * 100));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(fits);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().codeId === 170)).toHaveLength(100 - fits);
    const after = await detailOf(orderNumber);
    expect(after.returns).toHaveLength(fits);
    expect(Math.round(after.refunded * 100)).toBe(fits * Math.round(each * 100));
    expect(after.refunded).toBeLessThanOrEqual(detail.amount);
    // Each audit entry says what had been refunded before it, as its own transaction saw it: 0, one, two… refunds.
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/merchant/audit?entity=order&size=50',
        headers: bearer(owner.token),
      })
    )
      .json()
      .data.records.filter(
        (r: { entityId: string; action: string }) => r.entityId === orderNumber && r.action === 'returnLines',
      )
      .map((r: { before: { refunded: number } }) => Math.round(r.before.refunded * 100))
      .sort((a: number, b: number) => a - b);
    expect(audit).toEqual(Array.from({ length: fits }, (_, i) => i * Math.round(each * 100)));
  });

  it('100 returns of one unit of a two-unit line at once: two are recorded, and the stock rises by two', async () => {
    const { orderNumber, itemId } = await paidOrder(2);
    const stock = await stockOf(t.db, sku.skuId);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => post('order/returnLines', returnBody(orderNumber, itemId))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().codeId === 171)).toHaveLength(98);
    expect(await stockOf(t.db, sku.skuId)).toBe(stock + 2);
    const after = await detailOf(orderNumber);
    expect(after.items[0].returnedCount).toBe(2);
    expect(after.returns).toHaveLength(2);
  });
});
