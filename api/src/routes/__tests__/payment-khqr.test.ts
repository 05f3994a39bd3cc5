import { createHash } from 'node:crypto';
import { databases, createTestApp, whileAnotherProcessHolds } from '../../../test/helpers';
import {
  addAddress,
  buyNow,
  client,
  onSaleSkus,
  orderStatusOf,
  setSku,
  quickMember,
  type Client,
  type SkuFixture,
} from '../../../test/commerce';
import { startFakeBakong, type FakeBakong } from '../../../test/fake-bakong';
import { clock } from '../../clock';
import { createPaymentProvider } from '../../services/payment-providers';
import { checkAppPayments, checkAppPaymentsOncePerCluster } from '../../services/payment';

describe.each(databases)('payment with PAYMENT_PROVIDER=khqr (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sku: SkuFixture;
  let bakong: FakeBakong;
  let check: () => ReturnType<typeof checkAppPayments>;
  let provider: ReturnType<typeof createPaymentProvider>;
  beforeAll(async () => {
    bakong = await startFakeBakong();
    ctx = await createTestApp(kind, {
      config: {
        nodeEnv: 'test',
        paymentProvider: 'khqr',
        env: {
          KHQR_ACCOUNT_ID: 'phsarpenh@aclb',
          KHQR_MERCHANT_NAME: 'Phsar Penh',
          BAKONG_API_URL: bakong.url,
          BAKONG_API_TOKEN: 'token',
        },
      },
    });
    provider = createPaymentProvider(ctx.app.config);
    check = () => checkAppPayments(ctx.db, { provider, paymentWindowMinutes: 30 });
    [sku] = await onSaleSkus(ctx.db, 1, 11);
    await setSku(ctx.db, sku.skuId, { stock: 1000, price_cents: 2000 });
  });
  afterAll(async () => {
    await ctx.close();
    await bakong.close();
  });

  async function order(): Promise<{ api: Client; orderNumber: string }> {
    const api = client(ctx.app, (await quickMember(ctx.db)).token);
    return { api, orderNumber: (await buyNow(api, sku, 1, await addAddress(api))).orderNumber! };
  }
  const paidAtBakong = (qrString: string) =>
    bakong.transactions.set(createHash('md5').update(qrString).digest('hex'), {
      toAccountId: 'phsarpenh@aclb',
      currency: 'USD',
      amount: 21,
      createdDateMs: clock.now(),
    });

  it("gives a KHQR for the order with Bakong's short link, the same one when asked again; bank transfer goes to the Bakong account", async () => {
    const { api, orderNumber } = await order();
    const answer = await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 2 });
    expect(answer.body.data).toEqual({
      payType: 2,
      amount: 21,
      amountRiel: 86_100,
      deeplink: expect.stringMatching(/^https:\/\/bakong\.page\.link\//),
      qrString: expect.stringMatching(/^000201010212/),
      expiresAt: expect.any(String),
    });
    const { qrString } = answer.body.data;
    expect(qrString).toContain(`0120${orderNumber}`);
    expect(qrString).toContain('540521.00');
    expect(await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 2 })).toEqual(answer);
    expect((await client(ctx.app).post('payConfig/notify/khqr', {})).status).toBe(404);
    const transfer = await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 1 });
    expect(transfer.body.data).toMatchObject({
      bankName: 'Bakong',
      accountName: 'Phsar Penh',
      accountNumber: 'phsarpenh@aclb',
    });
  });

  it('confirms a payment Bakong knows of (once), and records one that came after the window as refund due', async () => {
    const onTime = await order();
    const late = await order();
    const onTimeQr = (await onTime.api.post('payConfig/pay', { orderNumbers: onTime.orderNumber, payType: 2 })).body
      .data.qrString;
    const lateQr = (await late.api.post('payConfig/pay', { orderNumbers: late.orderNumber, payType: 2 })).body.data
      .qrString;
    expect(await check()).toEqual({ settled: [], failed: [] });
    paidAtBakong(onTimeQr);
    expect(await check()).toEqual({
      settled: [expect.objectContaining({ orderNumbers: [onTime.orderNumber], outcome: 'paid' })],
      failed: [],
    });
    expect(await orderStatusOf(ctx.db, onTime.orderNumber)).toBe(2);
    expect(await check()).toEqual({ settled: [], failed: [] });

    const realNow = clock.now;
    clock.now = () => realNow() + 31 * 60_000;
    try {
      paidAtBakong(lateQr);
      expect(await check()).toEqual({
        settled: [expect.objectContaining({ orderNumbers: [late.orderNumber], outcome: 'refund_due' })],
        failed: [],
      });
      expect(await orderStatusOf(ctx.db, late.orderNumber)).toBe(6);
      expect(await check()).toEqual({ settled: [], failed: [] });
    } finally {
      clock.now = realNow;
    }
  });
  /** The top-level tags of an EMV QR string (tag → value). */
  function tagsOf(qr: string): Map<string, string> {
    const tags = new Map<string, string>();
    for (let at = 0; at < qr.length;) {
      const length = Number(qr.slice(at + 2, at + 4));
      tags.set(qr.slice(at, at + 2), qr.slice(at + 4, at + 4 + length));
      at += 4 + length;
    }
    return tags;
  }

  it("gives a riel KHQR (currency 116, the frozen riel total, an expiry); Bakong's full riel payment pays, a short one does not", async () => {
    const full = await order();
    const answer = await full.api.post('payConfig/pay', {
      orderNumbers: full.orderNumber,
      payType: 2,
      currency: 'KHR',
    });
    expect(answer.body.data).toMatchObject({ payType: 2, amount: 21, amountRiel: 86_100, currency: 'KHR' });
    const tags = tagsOf(answer.body.data.qrString);
    expect([tags.get('53'), tags.get('54')]).toEqual(['116', '86100']);
    const expiry = tagsOf(tags.get('99')!).get('01');
    expect(Math.floor(Number(expiry) / 1000) * 1000).toBe(Date.parse(answer.body.data.expiresAt)); // ISO: whole seconds
    // The same riel QR when asked again; the dollar one replaces it.
    expect(
      (await full.api.post('payConfig/pay', { orderNumbers: full.orderNumber, payType: 2, currency: 'KHR' })).body.data,
    ).toEqual(answer.body.data);
    const md5 = (qr: string) => createHash('md5').update(qr).digest('hex');
    const paidInRiel = (qr: string, amount: number, currency = 'KHR') =>
      bakong.transactions.set(md5(qr), { toAccountId: 'phsarpenh@aclb', currency, amount, createdDateMs: clock.now() });

    paidInRiel(answer.body.data.qrString, 86_100);
    expect((await check()).settled).toEqual([
      expect.objectContaining({ orderNumbers: [full.orderNumber], outcome: 'paid' }),
    ]);
    expect(await orderStatusOf(ctx.db, full.orderNumber)).toBe(2);

    const short = await order();
    const shortQr = (
      await short.api.post('payConfig/pay', { orderNumbers: short.orderNumber, payType: 2, currency: 'KHR' })
    ).body.data.qrString;
    paidInRiel(shortQr, 86_000);
    const { settled, failed } = await check();
    expect(settled).toEqual([]);
    expect(failed).toEqual([
      { reference: expect.stringMatching(/^MP/), message: expect.stringMatching(/Amount does not match/) },
    ]);
    expect(await orderStatusOf(ctx.db, short.orderNumber)).toBe(1);
    const payment = await ctx.db
      .selectFrom('payment')
      .select(['status', 'received_cents'])
      .where('order_numbers', 'like', `%${short.orderNumber}%`)
      .executeTakeFirstOrThrow();
    // Listed for the orders staff as money to give back: 86,000 riel of 86,100 is $20.97 of $21.
    expect([payment.status, Number(payment.received_cents)]).toEqual(['refund_due', 2097]);

    const dollars = await order();
    const dollarsQr = (
      await dollars.api.post('payConfig/pay', { orderNumbers: dollars.orderNumber, payType: 2, currency: 'KHR' })
    ).body.data.qrString;
    paidInRiel(dollarsQr, 21, 'USD');
    expect((await check()).failed).toEqual([
      { reference: expect.stringMatching(/^MP/), message: expect.stringMatching(/not a KHR payment/) },
    ]);
    expect(await orderStatusOf(ctx.db, dollars.orderNumber)).toBe(1);
    bakong.transactions.delete(md5(dollarsQr)); // the other tests' checks ask about this payment too
  });

  it('refuses a riel QR for an order placed before riel (152)', async () => {
    const { api, orderNumber } = await order();
    await ctx.db
      .updateTable('order')
      .set({ riel_rate: null, riel_step: null, amount_riel: null })
      .where('order_number', '=', orderNumber)
      .execute();
    const answer = await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 2, currency: 'KHR' });
    expect(answer).toEqual({ status: 409, body: { codeId: 152, msg: expect.any(String) } });
    expect((await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 2 })).status).toBe(200);
  });

  it('keeps asking about the other payments when Bakong fails for one', async () => {
    const unpaid = await order();
    await unpaid.api.post('payConfig/pay', { orderNumbers: unpaid.orderNumber, payType: 2 });
    const { api, orderNumber } = await order();
    paidAtBakong((await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 2 })).body.data.qrString);
    // Payments are asked oldest first: the first one asked (not this order's) meets the failure.
    bakong.failNext();
    const { settled, failed } = await check();
    expect(failed).toEqual([{ reference: expect.stringMatching(/^MP/), message: expect.stringMatching(/HTTP 500/) }]);
    expect(settled).toEqual([expect.objectContaining({ orderNumbers: [orderNumber], outcome: 'paid' })]);
  });

  if (kind === 'postgres') {
    it('asks Bakong from one process of the cluster at a time', async () => {
      const { api, orderNumber } = await order();
      paidAtBakong((await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 2 })).body.data.qrString);
      const opts = { provider, paymentWindowMinutes: 30 };
      const asked = bakong.requests.length;
      await whileAnotherProcessHolds(ctx.db, 'paymentCheck', async () => {
        expect(await checkAppPaymentsOncePerCluster(ctx.db, opts)).toBeUndefined();
      });
      expect(bakong.requests.length).toBe(asked);
      expect(await orderStatusOf(ctx.db, orderNumber)).toBe(1);
      expect((await checkAppPaymentsOncePerCluster(ctx.db, opts))?.settled).toEqual([
        expect.objectContaining({ orderNumbers: [orderNumber], outcome: 'paid' }),
      ]);
    });
  }
});
