import { databases, createTestApp } from '../../../test/helpers';
import {
  addAddress,
  buyNow,
  client,
  databaseDigest,
  onSaleSkus,
  orderStatusOf,
  setOrderStatus,
  setSku,
  quickMember,
  type Client,
  type SkuFixture,
} from '../../../test/commerce';
import { signSandboxNotification } from '../../services/payment-providers/sandbox';
import { defaultConfig } from '../../config';
import { runCommand } from '../../cli';

const secret = defaultConfig().sandboxPaymentSecret;

describe.each(databases)('payment (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sku: SkuFixture;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    [sku] = await onSaleSkus(ctx.db, 1, 9);
    await setSku(ctx.db, sku.skuId, { stock: 1000, price_cents: 2000 });
  });
  afterAll(() => ctx.close());

  async function shopper(orders: number): Promise<{ api: Client; orderNumbers: string[] }> {
    const api = client(ctx.app, (await quickMember(ctx.db)).token);
    const addrId = await addAddress(api);
    const orderNumbers: string[] = [];
    for (let i = 0; i < orders; i += 1) orderNumbers.push((await buyNow(api, sku, 1, addrId)).orderNumber!);
    return { api, orderNumbers };
  }
  const notify = (body: unknown) => client(ctx.app).post('payConfig/notify/sandbox', body);

  it('gives bank-transfer instructions for several orders (comma string) and replaces the payment method', async () => {
    const { api, orderNumbers } = await shopper(2);
    const answer = await api.post('payConfig/pay', { orderNumbers: orderNumbers.join(','), payType: 1 });
    expect(answer).toEqual({
      status: 200,
      body: {
        data: {
          payType: 1,
          amount: 42,
          bankName: expect.any(String),
          accountName: expect.any(String),
          accountNumber: expect.any(String),
          reference: expect.stringMatching(/^MP[A-Z0-9]{10}$/),
        },
      },
    });
    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      await runCommand(ctx.db, argv, (l) => lines.push(l));
      return lines.join('\n');
    };
    expect(await run('confirm-transfer', answer.body.data.reference)).toContain(orderNumbers[0]);
    for (const orderNumber of orderNumbers) expect(await orderStatusOf(ctx.db, orderNumber)).toBe(2);
    expect(await run('confirm-transfer', answer.body.data.reference)).toMatch(/already confirmed/);
    const detail = (await api.get('myOrder/orderDetail', { orderNumber: orderNumbers[0] })).body.data;
    expect(detail).toMatchObject({ status: 2, paymentMethod: 1, payTime: expect.any(String) });
    expect(detail.tracking.map((t: { status: number }) => t.status)).toEqual([1, 2]);
  });

  it('gives a bank-app deep link and QR (array of order numbers); a signed notification pays, a bad one changes nothing', async () => {
    const { api, orderNumbers } = await shopper(1);
    const answer = await api.post('payConfig/pay', { orderNumbers, payType: 2 });
    expect(answer.body.data).toEqual({
      payType: 2,
      amount: 21,
      deeplink: expect.stringMatching(/^sandboxbank:\/\/pay\?/),
      qrString: expect.any(String),
      expiresAt: expect.stringMatching(/\+07:00$/),
    });
    const reference = new URL(answer.body.data.deeplink.replace('sandboxbank:', 'https:')).searchParams.get('reference')!;
    const [order] = await ctx.db.selectFrom('order').select('payment_method').where('order_number', '=', orderNumbers[0]).execute();
    expect(Number(order.payment_method)).toBe(2);

    const signed = signSandboxNotification(secret, { reference, amountCents: 2100, paidAt: Date.now() });
    const before = await databaseDigest(ctx.db);
    const forged = [
      { ...signed, hash: signSandboxNotification('guessed-secret', { reference, amountCents: 2100, paidAt: Date.now() }).hash },
      { ...signed, amount: '0.01' },
      { ...signed, hash: 'zz' },
      { ...signed, hash: undefined },
      'not even an object',
    ];
    for (const body of forged) {
      const refused = await notify(body);
      expect(refused.status).toBe(400);
      expect(refused.body.codeId).toBe(99);
    }
    const wrongAmount = signSandboxNotification(secret, { reference, amountCents: 100, paidAt: Date.now() });
    expect((await notify(wrongAmount)).body.codeId).toBe(1);
    expect((await notify(signSandboxNotification(secret, { reference: 'MPNOSUCHREF00', amountCents: 2100, paidAt: Date.now() }))).body.codeId).toBe(3);
    expect(await databaseDigest(ctx.db)).toEqual(before);

    expect(await notify(signed)).toEqual({ status: 200, body: { data: null } });
    expect(await notify(signed)).toEqual({ status: 200, body: { data: null } });
    const paid = (await api.get('myOrder/orderDetail', { orderNumber: orderNumbers[0] })).body.data;
    expect(paid).toMatchObject({ status: 2, payTime: expect.any(String) });
    expect(paid.tracking.map((t: { status: number }) => t.status)).toEqual([1, 2]);
  });

  it('refuses to pay by state (10 shipped, 7 completed, 1 paid or cancelled), unknown orders (4) and empty numbers (102)', async () => {
    const { api, orderNumbers } = await shopper(4);
    await setOrderStatus(ctx.db, orderNumbers[0], 3);
    await setOrderStatus(ctx.db, orderNumbers[1], 5);
    await setOrderStatus(ctx.db, orderNumbers[2], 2);
    await api.post(`myOrder/cancel/${orderNumbers[3]}`);
    const expected = [10, 7, 1, 1];
    for (let i = 0; i < 4; i += 1) {
      expect(await api.post('payConfig/pay', { orderNumbers: orderNumbers[i], payType: 1 })).toEqual({
        status: 409,
        body: { codeId: expected[i], msg: expect.any(String) },
      });
    }
    expect((await api.post('payConfig/pay', { orderNumbers: 'nope', payType: 1 })).body.codeId).toBe(4);
    expect(await api.post('payConfig/pay', { orderNumbers: ' , ', payType: 1 })).toEqual({ status: 400, body: { codeId: 102, msg: expect.any(String) } });
    expect((await api.post('payConfig/pay', { orderNumbers: [], payType: 2 })).body.codeId).toBe(102);
    expect((await api.post('payConfig/pay', { orderNumbers: orderNumbers[0], payType: 3 })).body.codeId).toBe(99);
    expect(Number((await ctx.db.selectFrom('payment').select((eb) => eb.fn.countAll().as('n')).where('order_numbers', 'like', `%${orderNumbers[0]}%`).executeTakeFirstOrThrow()).n)).toBe(0);
  });
});
