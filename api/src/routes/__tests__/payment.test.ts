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
  stockOf,
  quickMember,
  type Client,
  type SkuFixture,
} from '../../../test/commerce';
import {
  SANDBOX_SIGNATURE_HEADER,
  createSandboxProvider,
  signSandboxNotification,
} from '../../services/payment-providers/sandbox';
import { payOrders } from '../../services/payment';
import { defaultConfig } from '../../config';
import { clock } from '../../clock';
import { runCommand } from '../../cli';
import { ERROR_CODE } from '../../schemas/codes';

const secret = defaultConfig().sandboxPaymentSecret;

describe.each(databases)('payment (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sku: SkuFixture;
  beforeAll(async () => {
    // The shop's cap of 3 unpaid orders is fair-stock.test's: one shopper here holds up to 50 unpaid orders.
    ctx = await createTestApp(kind, { config: { maxUnpaidOrders: 50 } });
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
  /** Posts exactly these bytes with these headers, as the sandbox bank does. */
  async function notify({ body, headers }: { body: string; headers: Record<string, string> }) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payConfig/notify/sandbox',
      headers,
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }
  const paid = (reference: string, amountCents: number) =>
    signSandboxNotification(secret, { reference, amountCents, paidAt: clock.now() });
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    await runCommand(ctx.db, argv, (l) => lines.push(l));
    return lines.join('\n');
  };
  const referenceOf = (deeplink: string) =>
    new URL(deeplink.replace('sandboxbank:', 'https:')).searchParams.get('reference')!;
  const paymentStatus = async (reference: string) =>
    (await ctx.db.selectFrom('payment').select('status').where('reference', '=', reference).executeTakeFirstOrThrow())
      .status;

  it('gives bank-transfer instructions for several orders (comma string) and replaces the payment method', async () => {
    const { api, orderNumbers } = await shopper(2);
    const answer = await api.post('payConfig/pay', { orderNumbers: orderNumbers.join(','), payType: 1 });
    expect(answer).toEqual({
      status: 200,
      body: {
        data: {
          payType: 1,
          amount: 42,
          amountRiel: 172_200, // each order's $21 frozen at 4,100: 86,100 riel
          bankName: expect.any(String),
          accountName: expect.any(String),
          accountNumber: expect.any(String),
          reference: expect.stringMatching(/^MP[A-Z0-9]{10}$/),
        },
      },
    });
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
      amountRiel: 86_100,
      deeplink: expect.stringMatching(/^sandboxbank:\/\/pay\?/),
      qrString: expect.any(String),
      expiresAt: expect.stringMatching(/\+07:00$/),
    });
    const reference = referenceOf(answer.body.data.deeplink);
    const [order] = await ctx.db
      .selectFrom('order')
      .select('payment_method')
      .where('order_number', '=', orderNumbers[0])
      .execute();
    expect(Number(order.payment_method)).toBe(2);

    const signed = paid(reference, 2100);
    const before = await databaseDigest(ctx.db);
    const forged = [
      {
        ...signed,
        headers: signSandboxNotification('guessed-secret', { reference, amountCents: 2100, paidAt: clock.now() })
          .headers,
      },
      { ...signed, body: signed.body.replace('"21.00"', '"0.01"') },
      { ...signed, body: `${signed.body} ` },
      { ...signed, headers: { ...signed.headers, [SANDBOX_SIGNATURE_HEADER]: 'zz' } },
      { ...signed, headers: { 'content-type': 'application/json' } },
      signSandboxNotification(secret, { reference, amountCents: 2100, paidAt: clock.now(), status: 'maybe' as 'paid' }),
      { body: 'not even json', headers: { 'content-type': 'text/plain', [SANDBOX_SIGNATURE_HEADER]: 'a'.repeat(64) } },
    ];
    for (const body of forged) {
      const refused = await notify(body);
      expect(refused.status).toBe(400);
      expect(refused.body.codeId).toBe(99);
    }
    expect(
      (
        await notify(
          signSandboxNotification(secret, { reference, amountCents: 100, paidAt: clock.now(), status: 'failed' }),
        )
      ).body.codeId,
    ).toBe(1);
    expect((await notify(paid('MPNOSUCHREF00', 2100))).body.codeId).toBe(3);
    expect(await databaseDigest(ctx.db)).toEqual(before);

    expect(await notify(signed)).toEqual({ status: 200, body: { data: null } });
    expect(await notify(signed)).toEqual({ status: 200, body: { data: null } });
    const detail = (await api.get('myOrder/orderDetail', { orderNumber: orderNumbers[0] })).body.data;
    expect(detail).toMatchObject({ status: 2, payTime: expect.any(String) });
    expect(detail.tracking.map((t: { status: number }) => t.status)).toEqual([1, 2]);
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
    expect(await api.post('payConfig/pay', { orderNumbers: ' , ', payType: 1 })).toEqual({
      status: 400,
      body: { codeId: ERROR_CODE.orderNumberEmpty, msg: expect.any(String) },
    });
    expect((await api.post('payConfig/pay', { orderNumbers: [], payType: 2 })).body.codeId).toBe(102);
    expect((await api.post('payConfig/pay', { orderNumbers: orderNumbers[0], payType: 3 })).body.codeId).toBe(99);
    expect(
      Number(
        (
          await ctx.db
            .selectFrom('payment')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('order_numbers', 'like', `%${orderNumbers[0]}%`)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
  });
  it('keeps one open payment per order: asking again, even 100 times at once, returns the same instruction', async () => {
    const { api, orderNumbers } = await shopper(1);
    const ask = (payType: number) => api.post('payConfig/pay', { orderNumbers: orderNumbers[0], payType });
    // The first request of all is among the 100: they race for the order's one open payment.
    const burst = await Promise.all(Array.from({ length: 100 }, () => ask(2)));
    const [first] = burst;
    expect(new Set(burst.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(burst.map((a) => a.body.data.qrString))).toEqual(new Set([first.body.data.qrString]));
    expect(await ask(2)).toEqual(first);
    const rows = await ctx.db
      .selectFrom('payment')
      .select(['reference', 'status'])
      .where('order_numbers', 'like', `%${orderNumbers[0]}%`)
      .execute();
    expect(rows).toEqual([{ reference: referenceOf(first.body.data.deeplink), status: 'pending' }]);

    // Another method replaces the instruction: the order still has one open payment.
    const transfer = await ask(1);
    expect(transfer.body.data).toMatchObject({ payType: 1, reference: expect.stringMatching(/^MP/) });
    expect(await paymentStatus(referenceOf(first.body.data.deeplink))).toBe('replaced');
    expect(await ask(1)).toEqual(transfer);
    const open = await ctx.db
      .selectFrom('open_payment')
      .innerJoin('payment', 'payment.id', 'open_payment.payment_id')
      .select('payment.reference')
      .where('open_payment.order_number', '=', orderNumbers[0])
      .execute();
    expect(open).toEqual([{ reference: transfer.body.data.reference }]);
  });

  it('keeps one open payment per order when the gateway is slow and 100 requests wait on it at once', async () => {
    // A real gateway answers in tens of milliseconds: every request reads "no open payment" before any has written one.
    const sandbox = createSandboxProvider(secret);
    const later = () => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    const provider = {
      ...sandbox,
      appPayment: async (...args: Parameters<typeof sandbox.appPayment>) => (
        await later(),
        sandbox.appPayment(...args)
      ),
    };
    const member = await quickMember(ctx.db);
    const api = client(ctx.app, member.token);
    const orderNumber = (await buyNow(api, sku, 1, await addAddress(api))).orderNumber!;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        payOrders(
          ctx.db,
          member.memberId,
          { orderNumbers: orderNumber, payType: 2 },
          { provider, paymentWindowMinutes: 30 },
        ),
      ),
    );
    expect(new Set(answers.map((a) => (a.payType === 2 ? a.qrString : a.reference))).size).toBe(1);
    expect(
      await ctx.db.selectFrom('payment').select('status').where('order_numbers', 'like', `%${orderNumber}%`).execute(),
    ).toEqual([{ status: 'pending' }]);
  });

  it('records a notification after the instruction expired as refund due: the order stays cancelled, its stock back', async () => {
    const { api, orderNumbers } = await shopper(1);
    const [orderNumber] = orderNumbers;
    const answer = await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 2 });
    const reference = referenceOf(answer.body.data.deeplink);
    const stock = await stockOf(ctx.db, sku.skuId);
    const realNow = clock.now;
    clock.now = () => realNow() + 31 * 60_000;
    try {
      // The expired instruction is refused, never given again.
      expect(await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 2 })).toEqual({
        status: 409,
        body: { codeId: ERROR_CODE.fail, msg: expect.any(String) },
      });
      const late = paid(reference, 2100);
      const answers = await Promise.all([notify(late), notify(late), notify(late)]);
      for (const refused of answers)
        expect(refused).toEqual({
          status: 409,
          body: { codeId: ERROR_CODE.fail, msg: expect.stringMatching(/refund due/) },
        });
      expect(await orderStatusOf(ctx.db, orderNumber)).toBe(6);
      expect(await stockOf(ctx.db, sku.skuId)).toBe(stock + 1);
      expect(await paymentStatus(reference)).toBe('refund_due');
      expect((await notify(late)).body.codeId).toBe(1);
      expect(await orderStatusOf(ctx.db, orderNumber)).toBe(6);
    } finally {
      clock.now = realNow;
    }
    const listed = await run('refunds');
    expect(listed).toContain(reference);
    expect(listed).toContain('$21.00');
    expect(listed).toContain(orderNumber);
    expect(await run('refunds', 'mark', reference)).toBe(`Payment ${reference} refunded.`);
    expect(await paymentStatus(reference)).toBe('refunded');
    expect(await run('refunds')).not.toContain(reference);
    await expect(run('refunds', 'mark', reference)).rejects.toThrow(/not waiting for a refund/);
    expect((await notify(paid(reference, 2100))).body.codeId).toBe(1);
    expect(await paymentStatus(reference)).toBe('refunded');
  });

  it('never pays part of a payment: one cancelled order makes the whole payment refund due (transfer confirmed too)', async () => {
    const { api, orderNumbers } = await shopper(2);
    const answer = await api.post('payConfig/pay', { orderNumbers, payType: 1 });
    const { reference } = answer.body.data;
    expect((await api.post(`myOrder/cancel/${orderNumbers[1]}`)).status).toBe(200);
    expect(await run('confirm-transfer', reference)).toMatch(/refund due/);
    expect(await orderStatusOf(ctx.db, orderNumbers[0])).toBe(1);
    expect(await orderStatusOf(ctx.db, orderNumbers[1])).toBe(6);
    expect(await paymentStatus(reference)).toBe('refund_due');
    // The order still to pay gets a new instruction of its own.
    const again = await api.post('payConfig/pay', { orderNumbers: orderNumbers[0], payType: 1 });
    expect(again.body.data.reference).not.toBe(reference);
  });

  it('pays once when the same notification arrives 100 times at once', async () => {
    const { api, orderNumbers } = await shopper(1);
    const answer = await api.post('payConfig/pay', { orderNumbers: orderNumbers[0], payType: 2 });
    const reference = referenceOf(answer.body.data.deeplink);
    const signed = paid(reference, 2100);
    const answers = await Promise.all(Array.from({ length: 100 }, () => notify(signed)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(await paymentStatus(reference)).toBe('paid');
    const events = await ctx.db
      .selectFrom('order_event')
      .select('status')
      .where('order_number', '=', orderNumbers[0])
      .execute();
    expect(events.map((e) => Number(e.status)).sort()).toEqual([1, 2]);
  });
  it('never leaves money marked paid on a cancelled order when payments and cancellations of 50 orders race', async () => {
    const { api, orderNumbers } = await shopper(50);
    const references: string[] = [];
    for (const orderNumber of orderNumbers) {
      const answer = await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 1 });
      expect(answer).toMatchObject({ status: 200, body: { data: { reference: expect.any(String) } } });
      references.push(answer.body.data.reference);
    }
    // Half send the money first, half the cancellation (one SQLite connection runs them nearly in that order).
    await Promise.all(
      orderNumbers.flatMap((orderNumber, i) => {
        const pair = [() => notify(paid(references[i], 2100)), () => api.post(`myOrder/cancel/${orderNumber}`)];
        return (i % 2 ? pair.reverse() : pair).map((call) => call());
      }),
    );
    for (let i = 0; i < orderNumbers.length; i += 1) {
      expect(['2:paid', '6:refund_due']).toContain(
        `${await orderStatusOf(ctx.db, orderNumbers[i])}:${await paymentStatus(references[i])}`,
      );
    }
  });
  it('records money of another amount as refund due in full; the order stays to pay and gets a new instruction', async () => {
    const { api, orderNumbers } = await shopper(1);
    const answer = await api.post('payConfig/pay', { orderNumbers: orderNumbers[0], payType: 2 });
    const reference = referenceOf(answer.body.data.deeplink);
    expect(await notify(paid(reference, 100))).toEqual({
      status: 409,
      body: { codeId: ERROR_CODE.fail, msg: expect.stringMatching(/refund due/) },
    });
    expect(await paymentStatus(reference)).toBe('refund_due');
    expect(await orderStatusOf(ctx.db, orderNumbers[0])).toBe(1);
    expect(await run('refunds')).toMatch(new RegExp(`${reference}\\s+\\$1\\.00`));
    // The right amount for that instruction is refused now too, and recorded once.
    expect((await notify(paid(reference, 2100))).body.codeId).toBe(1);
    const again = await api.post('payConfig/pay', { orderNumbers: orderNumbers[0], payType: 2 });
    expect(again.body.data.qrString).not.toBe(answer.body.data.qrString);
  });
});
