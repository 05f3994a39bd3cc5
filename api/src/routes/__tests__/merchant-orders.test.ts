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
import { runCommand } from '../../cli';
import { orderStep } from '../../services/merchant-orders';

/** How a promise ended: the reason it was refused, or 'written'. (Some database errors are not Errors of jest's realm.) */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'written',
    (error: unknown) => String(error),
  );
const FOREIGN_KEY = /foreign key/i;

describe.each(databases)('merchant orders (%s)', (kind) => {
  let t: TestApp;
  let sku: SkuFixture;
  let clerk: SignedInStaff;
  let owner: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [sku] = await onSaleSkus(t.db, 1, 7);
    await setSku(t.db, sku.skuId, { stock: 100 });
    clerk = await signInStaff(t.app, t.db, 'orders');
    owner = await signInStaff(t.app, t.db, 'owner');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/merchant/${url}`, payload, headers: bearer(clerk.token) });
  const get = (url: string, token = clerk.token) =>
    t.app.inject({ method: 'GET', url: `/api/merchant/${url}`, headers: bearer(token) });
  const expectError = (res: { statusCode: number; json(): unknown }, status: number, codeId: number) => {
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { codeId, msg: expect.any(String) } });
  };

  async function placedOrder() {
    const member = await quickMember(t.db);
    const api = client(t.app, member.token);
    const { orderNumber } = await buyNow(api, sku, 2, await addAddress(api));
    await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 1 });
    return { orderNumber: orderNumber!, api, mobile: member.mobile };
  }

  it('lists orders by state, date, number and mobile, with the member mobile; shows one with its payments', async () => {
    const { orderNumber, mobile } = await placedOrder();
    const byMobile = (await get(`orders?mobile=${mobile}`)).json().data;
    expect(byMobile.records.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
    expect(byMobile.records[0]).toEqual(expect.objectContaining({ status: 1, mobile, amount: expect.any(Number) }));
    expect((await get(`orders?orderNumber=${orderNumber}`)).json().data.total).toBe(1);
    const toPay = (await get('orders?status=1&size=50')).json().data.records;
    expect(toPay.every((o: { status: number }) => o.status === 1)).toBe(true);
    expect(toPay.map((o: { orderNumber: string }) => o.orderNumber)).toContain(orderNumber);
    expect((await get(`orders?status=1&from=2099-01-01&mobile=${mobile}`)).json().data.total).toBe(0);
    expect((await get(`orders?to=2000-01-01&mobile=${mobile}`)).json().data.total).toBe(0);
    expectError(await get('orders?from=yesterday'), 400, 99);
    const detail = (await get(`order?orderNumber=${orderNumber}`)).json().data;
    expect(detail).toEqual(
      expect.objectContaining({
        orderNumber,
        mobile,
        items: [expect.objectContaining({ prodCount: 2 })],
        payments: [expect.objectContaining({ payType: 1, status: 'pending', reference: expect.any(String) })],
      }),
    );
    expectError(await get('order?orderNumber=nope'), 404, 4);
  });

  it('confirms the transfer, ships, records a return and refunds: the shopper sees each step, the audit log too', async () => {
    const { orderNumber, api } = await placedOrder();
    expectError(await post('order/ship', { orderNumber }), 409, 11);
    expect((await post('order/confirmTransfer', { orderNumber })).json().data.status).toBe(2);
    expectError(await post('order/return', { orderNumber }), 409, 5);
    expect((await post('order/ship', { orderNumber })).json().data.status).toBe(3);
    expect((await api.get('myOrder/orderDetail', { orderNumber })).body.data.status).toBe(3);
    expectError(await post('order/ship', { orderNumber }), 409, 10);
    expect((await post('order/return', { orderNumber })).json().data.status).toBe(7);
    expect((await post('order/refund', { orderNumber })).json().data.status).toBe(8);
    expect(
      (await api.get('myOrder/orderDetail', { orderNumber })).body.data.tracking.map(
        (e: { status: number }) => e.status,
      ),
    ).toEqual([1, 2, 3, 7, 8]);
    const audit = (await get(`audit?entity=order&size=50`, owner.token))
      .json()
      .data.records.filter((r: { entityId: string }) => r.entityId === orderNumber);
    expect(
      audit.map((r: { action: string; before: { status: number }; after: { status: number } }) => [
        r.action,
        r.before.status,
        r.after.status,
      ]),
    ).toEqual([
      ['refund', 7, 8],
      ['return', 3, 7],
      ['ship', 2, 3],
      ['confirmTransfer', 1, 2],
    ]);
  });

  it('refunds a paid order that never left: its stock comes back (the operator command does the same)', async () => {
    const before = await stockOf(t.db, sku.skuId);
    const { orderNumber } = await placedOrder();
    await runCommand(t.db, ['confirm-transfer', orderNumber], () => undefined);
    expect(await stockOf(t.db, sku.skuId)).toBe(before - 2);
    expect((await post('order/refund', { orderNumber })).json().data.status).toBe(8);
    expect(await stockOf(t.db, sku.skuId)).toBe(before);
    await expect(runCommand(t.db, ['refund', orderNumber], () => undefined)).rejects.toThrow(/refunded/);
    expectError(await post('order/refund', { orderNumber }), 409, 1);
  });

  it("the audit entry is written in the step's own transaction: when it cannot be written, the order does not move", async () => {
    const { orderNumber } = await placedOrder();
    const noSuchStaff = 999_999; // the audit row's foreign key refuses it
    expect(await refusal(orderStep(t.db, noSuchStaff, 'confirmTransfer', { orderNumber }, 30))).toMatch(FOREIGN_KEY);
    expect(await orderStatusOf(t.db, orderNumber)).toBe(1);
    await orderStep(t.db, clerk.staffId, 'confirmTransfer', { orderNumber }, 30);
    expect(await refusal(orderStep(t.db, noSuchStaff, 'ship', { orderNumber }, 30))).toMatch(FOREIGN_KEY);
    expect(await orderStatusOf(t.db, orderNumber)).toBe(2);
    expect(await refusal(orderStep(t.db, noSuchStaff, 'refund', { orderNumber }, 30))).toMatch(FOREIGN_KEY);
    expect(await orderStatusOf(t.db, orderNumber)).toBe(2);
  });

  it('lists the refunds due and marks one refunded, once', async () => {
    const { orderNumber } = await placedOrder();
    // The member cancels, then the transfer arrives: the money is due back.
    const reference = (await get(`order?orderNumber=${orderNumber}`)).json().data.payments[0].reference;
    await t.db.updateTable('order').set({ status: 6 }).where('order_number', '=', orderNumber).execute();
    await runCommand(t.db, ['confirm-transfer', reference], () => undefined);
    const due = (await get('refunds')).json().data;
    expect(due).toContainEqual(expect.objectContaining({ reference, orderNumbers: [orderNumber] }));
    expect((await post('refunds/mark', { reference })).statusCode).toBe(200);
    expectError(await post('refunds/mark', { reference }), 409, 1);
    expect((await get('refunds')).json().data.map((p: { reference: string }) => p.reference)).not.toContain(reference);
  });

  const numbersFound = async (q: string) =>
    (await get(`orders?size=50&q=${encodeURIComponent(q)}`))
      .json()
      .data.records.map((o: { orderNumber: string }) => o.orderNumber);
  const referenceOf = async (orderNumber: string): Promise<string> =>
    (await get(`order?orderNumber=${orderNumber}`)).json().data.payments[0].reference;
  const auditOf = async (orderNumber: string) =>
    (await get('audit?entity=order&size=50', owner.token))
      .json()
      .data.records.filter((r: { entityId: string }) => r.entityId === orderNumber);

  it('one search box finds an order by payment reference, by any part of its number, by any part of a mobile', async () => {
    const { orderNumber, mobile } = await placedOrder();
    const other = await placedOrder();
    const reference = await referenceOf(orderNumber);
    expect(await numbersFound(reference)).toEqual([orderNumber]);
    expect(await numbersFound(` ${reference.toLowerCase()} `)).toEqual([orderNumber]);
    expect(await numbersFound(orderNumber.slice(8, 16))).toContain(orderNumber);
    expect(await numbersFound(orderNumber.slice(-6))).toEqual([orderNumber]);
    expect(await numbersFound(mobile)).toEqual([orderNumber]);
    expect(await numbersFound(`${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`)).toEqual([orderNumber]);
    expect(await numbersFound(`+855 ${mobile.slice(1)}`)).toEqual([orderNumber]);
    expect(await numbersFound(mobile.slice(-5))).not.toContain(other.orderNumber);
    expect(await numbersFound('MPNOSUCHREF1')).toEqual([]);
    expect(await numbersFound('%')).toEqual([]);
    expectError(await get(`orders?q=${'9'.repeat(41)}`), 400, 99);
  });

  it('records what a transfer brought: short or over is kept on the payment and in the audit entry', async () => {
    const short = await placedOrder();
    const due = (await get(`order?orderNumber=${short.orderNumber}`)).json().data.amount;
    const confirmed = (
      await post('order/confirmTransfer', { orderNumber: short.orderNumber, received: due - 1 })
    ).json().data;
    expect(confirmed).toEqual(
      expect.objectContaining({
        status: 2,
        payments: [expect.objectContaining({ status: 'paid', received: due - 1 })],
      }),
    );
    expect((await auditOf(short.orderNumber))[0].after).toEqual({
      status: 2,
      reference: await referenceOf(short.orderNumber),
      due,
      received: due - 1,
      difference: -1,
    });
    const over = await placedOrder();
    await post('order/confirmTransfer', { orderNumber: over.orderNumber, received: due + 0.5 });
    expect((await auditOf(over.orderNumber))[0].after).toEqual(expect.objectContaining({ difference: 0.5 }));
    const exact = await placedOrder();
    await post('order/confirmTransfer', { orderNumber: exact.orderNumber });
    expect((await auditOf(exact.orderNumber))[0].after).toEqual(
      expect.objectContaining({ received: due, difference: 0 }),
    );
    for (const received of [-1, 1.234, 'ten', 2_000_000]) {
      const bad = await placedOrder();
      expectError(await post('order/confirmTransfer', { orderNumber: bad.orderNumber, received }), 400, 99);
      expect(await orderStatusOf(t.db, bad.orderNumber)).toBe(1);
    }
  });

  it('100 confirmations of one transfer at once, each with its own amount: one is recorded, the one in the log', async () => {
    const { orderNumber } = await placedOrder();
    const due = (await get(`order?orderNumber=${orderNumber}`)).json().data.amount;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('order/confirmTransfer', { orderNumber, received: Math.round((due + i / 100) * 100) / 100 }),
      ),
    );
    // The others find it paid already: answered with the order as it is (200) or refused (409), recording nothing.
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const entries = (await auditOf(orderNumber)).filter((r: { action: string }) => r.action === 'confirmTransfer');
    expect(entries).toHaveLength(1);
    const detail = (await get(`order?orderNumber=${orderNumber}`)).json().data;
    expect(detail.status).toBe(2);
    expect(detail.payments).toEqual([expect.objectContaining({ status: 'paid', received: entries[0].after.received })]);
  });

  it('ships with the rider (or a tracking note), which the shopper sees; the history says who moved the order, and when', async () => {
    const { orderNumber, api } = await placedOrder();
    await post('order/confirmTransfer', { orderNumber });
    expectError(await post('order/ship', { orderNumber, riderPhone: 'call me' }), 400, 99);
    expectError(await post('order/ship', { orderNumber, note: 'x'.repeat(201) }), 400, 99);
    expect(await orderStatusOf(t.db, orderNumber)).toBe(2);
    const shipped = (
      await post('order/ship', {
        orderNumber,
        rider: ' Sokha ',
        riderPhone: '012 777 888',
        note: 'Blue Honda, ~30 min',
      })
    ).json().data;
    const delivery = { rider: 'Sokha', riderPhone: '012 777 888', note: 'Blue Honda, ~30 min' };
    expect(shipped.delivery).toEqual(delivery);
    expect((await api.get('myOrder/orderDetail', { orderNumber })).body.data.delivery).toEqual(delivery);
    const clerkName = `orders ${clerk.login}`;
    expect(shipped.history).toEqual([
      { status: 1, time: expect.any(String), by: null },
      { status: 2, time: expect.any(String), by: clerkName },
      { status: 3, time: expect.any(String), by: clerkName },
    ]);
    expect((await auditOf(orderNumber))[0].after).toEqual({ status: 3, ...delivery });
    // Not said: null for the shopper, not an empty rider.
    const quiet = await placedOrder();
    await post('order/confirmTransfer', { orderNumber: quiet.orderNumber });
    expect((await post('order/ship', { orderNumber: quiet.orderNumber })).json().data.delivery).toBeNull();
  });

  it('100 ships of one order at once, each with its own rider: one ships it, and the shopper sees that rider', async () => {
    const { orderNumber, api } = await placedOrder();
    await post('order/confirmTransfer', { orderNumber });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post('order/ship', { orderNumber, rider: `Rider ${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(99);
    const shipped = (await auditOf(orderNumber)).filter((r: { action: string }) => r.action === 'ship');
    expect(shipped).toHaveLength(1);
    const seen = (await api.get('myOrder/orderDetail', { orderNumber })).body.data;
    expect(seen.delivery.rider).toBe(shipped[0].after.rider);
    expect(seen.tracking.map((e: { status: number }) => e.status)).toEqual([1, 2, 3]);
  });
});
