// The shopper hears of the order by SMS (placed, paid, shipped, refunded) through the job queue: in the language of
// the page the order was placed from, not when turned off in the member centre, and never twice for one event.
import { createTestApp, databases, type TestApp } from '../../../test/helpers';
import { addAddress, buyNow, client, onSaleSkus, quickMember, setSku, type SkuFixture } from '../../../test/commerce';
import { signInStaff, type SignedInStaff } from '../../../test/merchant';
import { orderStep } from '../../services/merchant-orders';
import { resendUnsentNotices, sendOrderNotice } from '../../services/shopper-notices';
import { STALE_CLAIM_MS } from '../../services/jobs/runner';
import type { DevSmsSender } from '../../services/sms';
import type { Lang } from '../../lib/lang';
import { formatRiel } from '../../schemas/riel';

describe.each(databases)('order SMS to the shopper (%s)', (kind) => {
  let t: TestApp;
  let sku: SkuFixture;
  let clerk: SignedInStaff;
  let sms: DevSmsSender;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [sku] = await onSaleSkus(t.db, 1, 3);
    await setSku(t.db, sku.skuId, { stock: 1000 });
    clerk = await signInStaff(t.app, t.db, 'orders');
    sms = t.app.sms as DevSmsSender;
  });
  afterAll(() => t.close());

  async function shopper(lang: Lang = 'en') {
    const member = await quickMember(t.db);
    const api = client(t.app, member.token, { 'accept-language': lang });
    return { ...member, api, addrId: await addAddress(api) };
  }
  async function place(who: Awaited<ReturnType<typeof shopper>>) {
    const placed = await buyNow(who.api, sku, 1, who.addrId);
    expect(placed.status).toBe(200);
    const { amount, amountRiel } = placed.body.data as { amount: number; amountRiel: number };
    // The dollars, and the riel frozen with the order as each language writes it.
    return { orderNumber: placed.orderNumber!, amount: `$${amount.toFixed(2)}`, amountRiel };
  }
  const step = (name: 'confirmTransfer' | 'ship' | 'return' | 'refund', orderNumber: string, more = {}) =>
    orderStep(t.db, clerk.staffId, name, { orderNumber, ...more }, 30);

  it.each([
    [
      'km',
      (n: string, a: string) => [
        `ផ្សារពេញ៖ យើងបានទទួលការបញ្ជាទិញលេខ ${n} (${a}) របស់អ្នកហើយ។ សូមអរគុណ!`,
        `ផ្សារពេញ៖ យើងបានទទួលការទូទាត់សម្រាប់ការបញ្ជាទិញលេខ ${n} (${a}) ហើយ។ យើងកំពុងរៀបចំវេចខ្ចប់ទំនិញជូនអ្នក។`,
        `ផ្សារពេញ៖ ការបញ្ជាទិញលេខ ${n} កំពុងដឹកជញ្ជូនមកកាន់អ្នក។ អ្នកដឹកជញ្ជូន៖ Dara 012999888`,
        `ផ្សារពេញ៖ យើងបានសងប្រាក់ ${a} សម្រាប់ការបញ្ជាទិញលេខ ${n} វិញហើយ។ ប្រាក់នឹងចូលគណនីដែលអ្នកបានប្រើបង់។`,
      ],
    ],
    [
      'en',
      (n: string, a: string) => [
        `Phsar Penh: we have your order ${n} (${a}). Thank you!`,
        `Phsar Penh: payment received for order ${n} (${a}). We are packing it now.`,
        `Phsar Penh: order ${n} is on its way to you. Rider: Dara 012999888`,
        `Phsar Penh: order ${n} has been refunded (${a}). The money goes back to the account you paid from.`,
      ],
    ],
    [
      'zh',
      (n: string, a: string) => [
        `金边商城：我们已收到您的订单 ${n}（${a}），谢谢！`,
        `金边商城：订单 ${n} 已收到付款（${a}），我们正在为您打包。`,
        `金边商城：订单 ${n} 已发货，正在送往您处。配送员： Dara 012999888`,
        `金边商城：订单 ${n} 已退款 ${a}，款项将退回您付款的账户。`,
      ],
    ],
  ] as const)('placed, paid, shipped and refunded reach the shopper in %s, each once', async (lang, expected) => {
    const who = await shopper(lang);
    const { orderNumber, amount, amountRiel } = await place(who);
    await t.app.jobs.tick();
    // With the transfer's instructions asked for, the money is matched to the payment (services/payment.ts's
    // confirmPayment); the opt-out test below confirms an order without one.
    expect((await who.api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 1 })).status).toBe(200);
    await step('confirmTransfer', orderNumber);
    await t.app.jobs.tick();
    await step('ship', orderNumber, { rider: 'Dara', riderPhone: '012999888' });
    // Jobs due together run at once, in no set order: each step's message is sent before the next step here.
    await t.app.jobs.tick();
    await step('return', orderNumber);
    await step('refund', orderNumber);
    await t.app.jobs.tick();
    expect(sms.textsFor(who.mobile)).toEqual(expected(orderNumber, `${amount} · ${formatRiel(amountRiel, lang)}`));
  });

  it('the member centre turns the messages off (queued ones too) and on again', async () => {
    const who = await shopper('en');
    // Not known before the first order: Khmer, the shop's language; then the language the order was placed in.
    expect((await who.api.get('member/notifications')).body.data).toEqual({ orderSms: true, lang: 'km' });
    const { orderNumber } = await place(who);
    expect((await who.api.get('member/notifications')).body.data).toEqual({ orderSms: true, lang: 'en' });
    // Turned off after placing, before the job ran: that message is not sent either.
    const off = await who.api.post('member/notifications', { orderSms: false });
    expect(off.body.data).toEqual({ orderSms: false, lang: 'en' });
    await step('confirmTransfer', orderNumber);
    await t.app.jobs.tick();
    expect(sms.textsFor(who.mobile)).toEqual([]);

    const zh = client(t.app, who.token, { 'accept-language': 'zh' });
    expect((await zh.post('member/notifications', { orderSms: true })).body.data).toEqual({
      orderSms: true,
      lang: 'zh',
    });
    await step('ship', orderNumber, { note: 'J&T 7788' });
    await t.app.jobs.tick();
    expect(sms.textsFor(who.mobile)).toEqual([`金边商城：订单 ${orderNumber} 已发货，正在送往您处。J&T 7788`]);
  });

  it('refuses a bad switch with 99 and a visitor with the signed-out code', async () => {
    const who = await shopper();
    const bad = await who.api.post('member/notifications', { orderSms: 'maybe' });
    expect({ status: bad.status, codeId: bad.body.codeId }).toEqual({ status: 400, codeId: 99 });
    const visitor = await client(t.app).get('member/notifications');
    expect(visitor.status).toBe(401);
    expect(visitor.body.codeId).toEqual(expect.any(Number));
  });

  it('a job tried again, or run 100 times at once, sends its message once', async () => {
    const who = await shopper('en');
    const { orderNumber } = await place(who);
    await Promise.all(Array.from({ length: 100 }, () => sendOrderNotice(t.db, sms, orderNumber, 'placed')));
    expect(sms.textsFor(who.mobile)).toHaveLength(1);
    // The queue's own job for it, run again as a retry would (its row set back to pending): nothing more.
    await t.app.jobs.tick();
    await t.db
      .updateTable('job')
      .set({ status: 'pending', run_at: 0 })
      .where('key', '=', `order-sms:${orderNumber}:placed`)
      .execute();
    await t.app.jobs.tick();
    expect(sms.textsFor(who.mobile)).toHaveLength(1);
  });

  it('a message its sender was killed before sending is sent by a later run once the writing is stale, once', async () => {
    const who = await shopper('en');
    const { orderNumber } = await place(who);
    const placedJob = () => t.db.selectFrom('job').select('status').where('key', 'like', `order-sms:${orderNumber}:%`);
    // A runner killed between writing the message down and sending it: the writing is all that is left.
    const leftWriting = (age: number) =>
      t.db
        .insertInto('order_notice')
        .values({
          order_number: orderNumber,
          event: 'placed',
          channel: 'sms',
          status: 'sending',
          created_at: Date.now() - age,
        })
        .execute();
    await leftWriting(60_000);
    await t.app.jobs.tick();
    expect((await placedJob().execute()).map((job) => job.status)).toEqual(['done']);
    expect(sms.textsFor(who.mobile)).toEqual([]);
    // Still fresh: it may be a send under way, so the sweep writes no job for it.
    expect(await resendUnsentNotices(t.db)).toBe(0);

    await t.db
      .updateTable('order_notice')
      .set({ created_at: Date.now() - STALE_CLAIM_MS - 60_000 })
      .where('order_number', '=', orderNumber)
      .execute();
    expect(await resendUnsentNotices(t.db)).toBe(1);
    expect(await resendUnsentNotices(t.db)).toBe(1);
    expect(await placedJob().execute()).toHaveLength(2);
    await Promise.all([
      t.app.jobs.tick(),
      ...Array.from({ length: 99 }, () => sendOrderNotice(t.db, sms, orderNumber, 'placed')),
    ]);
    expect(sms.textsFor(who.mobile)).toEqual([expect.stringContaining(`we have your order ${orderNumber}`)]);
    expect(await resendUnsentNotices(t.db)).toBe(0);
    // Sent long ago: never taken over.
    await t.db.updateTable('order_notice').set({ created_at: 0 }).where('order_number', '=', orderNumber).execute();
    await sendOrderNotice(t.db, sms, orderNumber, 'placed');
    expect(sms.textsFor(who.mobile)).toHaveLength(1);
  });

  it('a message the gateway refused is sent by the next try, once', async () => {
    const who = await shopper('en');
    const { orderNumber } = await place(who);
    const refuse = jest.spyOn(sms, 'sendText').mockRejectedValueOnce(new Error('gateway down'));
    await expect(sendOrderNotice(t.db, sms, orderNumber, 'placed')).rejects.toThrow('gateway down');
    refuse.mockRestore();
    expect(sms.textsFor(who.mobile)).toEqual([]);
    await sendOrderNotice(t.db, sms, orderNumber, 'placed');
    await sendOrderNotice(t.db, sms, orderNumber, 'placed');
    expect(sms.textsFor(who.mobile)).toHaveLength(1);
  });
});
