import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { onSaleSkus, quickMember, setSku } from '../../../test/commerce';
import { signInStaff, type SignedInStaff } from '../../../test/merchant';
import { clock, parseIsoTime } from '../../clock';
import { ORDER_STATUS } from '../../schemas/codes';
import type { Db } from '../../db';

const at = (iso: string) => parseIsoTime(iso)!;
// Early on Wednesday in Phnom Penh, still Tuesday in UTC (23:00Z); the week from Monday 3 March.
const NOW = at('2031-03-05T06:00:00+07:00');

let serial = 0;
async function placeOrder(db: Db, memberId: number, createdAt: string, status: number, amountCents: number) {
  serial += 1;
  const time = at(createdAt);
  await db
    .insertInto('order')
    .values({
      order_number: `9${String(time).slice(0, 12)}${String(serial).padStart(7, '0')}`,
      member_id: memberId,
      status,
      product_amount_cents: amountCents,
      delivery_fee_cents: 0,
      amount_cents: amountCents,
      payment_method: 1,
      remarks: '',
      rec_time: time,
      receiver: 'Receiver',
      receiver_mobile: '012000000',
      addr: 'Street 51',
      addr_type: 1,
      create_time: time,
      pay_time: null,
      ship_time: null,
      finish_time: null,
      cancel_time: null,
      estimated_delivery_time: time,
      deleted_at: null,
    })
    .execute();
}

describe.each(databases)('merchant dashboard and customers (%s)', (kind) => {
  let t: TestApp;
  let owner: SignedInStaff;
  let clerk: SignedInStaff;
  let catalogue: SignedInStaff;
  const realNow = clock.now;
  let sokha: { mobile: string; memberId: number };
  let dara: { mobile: string; memberId: number };
  let quiet: { mobile: string; memberId: number };

  beforeAll(async () => {
    clock.now = () => NOW;
    t = await createTestApp(kind);
    [owner, clerk, catalogue] = [
      await signInStaff(t.app, t.db, 'owner'),
      await signInStaff(t.app, t.db, 'orders'),
      await signInStaff(t.app, t.db, 'catalogue'),
    ];
    sokha = await quickMember(t.db);
    dara = await quickMember(t.db);
    quiet = await quickMember(t.db);
    await t.db.updateTable('member').set({ nick_name: 'សុខា Chanrith' }).where('id', '=', sokha.memberId).execute();
    await t.db.updateTable('member').set({ nick_name: 'Dara 100%' }).where('id', '=', dara.memberId).execute();
    // Today (Wednesday, Phnom Penh) begins at 17:00 UTC on Tuesday: the first order is today's, the second yesterday's.
    await placeOrder(t.db, sokha.memberId, '2031-03-05T00:00:00+07:00', ORDER_STATUS.toDelivered, 1050);
    await placeOrder(t.db, sokha.memberId, '2031-03-04T23:59:59+07:00', ORDER_STATUS.completed, 725);
    await placeOrder(t.db, dara.memberId, '2031-03-05T05:00:00+07:00', ORDER_STATUS.toPay, 400);
    await placeOrder(t.db, dara.memberId, '2031-03-05T04:00:00+07:00', ORDER_STATUS.refunded, 2000);
    await placeOrder(t.db, dara.memberId, '2031-03-03T00:00:00+07:00', ORDER_STATUS.toReceive, 310);
    // Sunday, the last second of last week.
    await placeOrder(t.db, sokha.memberId, '2031-03-02T23:59:59+07:00', ORDER_STATUS.toDelivered, 10000);
  });
  afterAll(async () => {
    clock.now = realNow;
    await t.close();
  });

  const get = (url: string, staff: SignedInStaff) =>
    t.app.inject({ method: 'GET', url: `/api/merchant/${url}`, headers: bearer(staff.token) });

  it("counts today's and this week's orders and paid sales by Phnom Penh days, and the orders waiting", async () => {
    for (const staff of [owner, clerk]) {
      const res = await get('dashboard', staff);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.orders).toEqual({
        today: { from: '2031-03-05', orders: 3, sales: 10.5 },
        week: { from: '2031-03-03', orders: 5, sales: 20.85 },
        toConfirm: 1,
        toShip: 2,
      });
    }
  });

  it('lists the SKUs on sale at or below the threshold, the fewest first; a catalogue member sees only those', async () => {
    const [low, edge, enough, removed] = await onSaleSkus(t.db, 4, 20);
    await t.db.updateTable('sku').set({ stock: 100 }).where('stock', '<=', 6).execute();
    await setSku(t.db, low.skuId, { stock: 0 });
    await setSku(t.db, edge.skuId, { stock: 5 });
    await setSku(t.db, enough.skuId, { stock: 6 });
    await setSku(t.db, removed.skuId, { stock: 1, status: 0 });
    for (const staff of [owner, clerk, catalogue]) {
      const { lowStock } = (await get('dashboard', staff)).json().data;
      expect(lowStock.threshold).toBe(5);
      expect(lowStock.total).toBe(2);
      expect(lowStock.skus.map((s: { skuId: number; stock: number }) => [s.skuId, s.stock])).toEqual([
        [low.skuId, 0],
        [edge.skuId, 5],
      ]);
      expect(lowStock.skus[0]).toEqual(
        expect.objectContaining({ prodId: low.prodId, prodNameEn: expect.any(String), prodNameKh: expect.any(String) }),
      );
    }
    expect((await get('dashboard', catalogue)).json().data.orders).toBeNull();
  });

  it('lists members by last order with their orders and paid spend; searches mobile or name; pages', async () => {
    const page = (await get('customers?size=50', clerk)).json().data;
    const mine = page.records.filter((r: { memberId: number }) =>
      [sokha.memberId, dara.memberId, quiet.memberId].includes(r.memberId),
    );
    expect(mine).toEqual([
      // Dara's last order (05:00) is the latest; Sokha's spend is today's paid order, yesterday's and last week's.
      {
        memberId: dara.memberId,
        mobile: dara.mobile,
        nickName: 'Dara 100%',
        orders: 3,
        spend: 3.1,
        lastOrderAt: '2031-03-05T05:00:00+07:00',
      },
      {
        memberId: sokha.memberId,
        mobile: sokha.mobile,
        nickName: 'សុខា Chanrith',
        orders: 3,
        spend: 117.75,
        lastOrderAt: '2031-03-05T00:00:00+07:00',
      },
      expect.objectContaining({ memberId: quiet.memberId, orders: 0, spend: 0, lastOrderAt: null }),
    ]);
    expect(page.records.slice(0, 2).map((r: { memberId: number }) => r.memberId)).toEqual([
      dara.memberId,
      sokha.memberId,
    ]);
    const search = async (text: string) =>
      (await get(`customers?search=${encodeURIComponent(text)}`, owner))
        .json()
        .data.records.map((r: { memberId: number }) => r.memberId);
    expect(await search('សុខា')).toEqual([sokha.memberId]);
    expect(await search('CHANRITH')).toEqual([sokha.memberId]);
    expect(await search(dara.mobile.slice(-6))).toEqual([dara.memberId]);
    expect(await search('100%')).toEqual([dara.memberId]);
    expect(await search('0%')).toEqual([dara.memberId]);
    expect(await search('_')).toEqual([]);
    const second = (await get('customers?size=1&current=2', owner)).json().data;
    expect(second).toEqual(expect.objectContaining({ current: 2, size: 1, total: page.total }));
    expect(second.records.map((r: { memberId: number }) => r.memberId)).toEqual([sokha.memberId]);
  });

  it('keeps the customers from a catalogue member and the console from a shopper or a stranger', async () => {
    const refused = await get('customers', catalogue);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { codeId: 131, msg: expect.any(String) },
    });
    const shopper = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/dashboard',
      headers: bearer(sokha.mobile),
    });
    expect(shopper.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/merchant/customers' })).statusCode).toBe(401);
    const bad = await get('customers?size=500', owner);
    expect(bad.statusCode).toBe(400);
  });
});
