import { databases, createTestApp, type TestApp } from '../../../test/helpers';
import {
  addAddress,
  buyNow,
  changeCartItem,
  client,
  onSaleSkus,
  quickMember,
  recTimeIn,
  setSku,
  type Client,
  type SkuFixture,
} from '../../../test/commerce';
import { signInStaff, type SignedInStaff } from '../../../test/merchant';
import { formatRiel, rielOfCents, rielOfDollars } from '../../schemas/riel';
import { DEFAULT_DELIVERY, deliveryFeeCents } from '../../services/delivery';

describe.each(databases)('riel frozen onto each order (%s)', (kind) => {
  let t: TestApp;
  let owner: SignedInStaff;
  let sku: SkuFixture;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { maxUnpaidOrders: 1000 } });
    owner = await signInStaff(t.app, t.db, 'owner');
    [sku] = await onSaleSkus(t.db, 1, 3);
    await setSku(t.db, sku.skuId, { stock: 100_000, price_cents: 1249 });
  });
  afterAll(() => t.close());

  async function setRate(rielRate: string, rielStep: string): Promise<void> {
    const staff = client(t.app, owner.token);
    const settings = (await staff.get('merchant/settings')).body.data;
    const saved = await staff.post('merchant/settings/save', { ...settings, rielRate, rielStep });
    expect(saved.status).toBe(200);
  }

  async function shopper(): Promise<{ api: Client; addrId: number }> {
    const api = client(t.app, (await quickMember(t.db)).token);
    return { api, addrId: await addAddress(api) };
  }

  it('an order keeps the rate and riel total it was placed at when the owner changes the rate', async () => {
    await setRate('4000', '100');
    const { api, addrId } = await shopper();
    const confirmation = await api.post('order/CreateOrderConfirmation', {
      orderItem: { shopId: sku.shopId, prodId: sku.prodId, skuId: sku.skuId, prodCount: 2 },
    });
    // $24.98 and $1 delivery: $25.98 × 4000 = 103,920 riel, to the 100: 103,900.
    expect(confirmation.body.data).toMatchObject({ amount: 25.98, rielRate: 4000, rielStep: 100, amountRiel: 103_900 });
    const placed = await buyNow(api, sku, 2, addrId);
    expect(placed.body.data).toMatchObject({ amount: 25.98, amountRiel: 103_900 });
    const orderNumber = placed.orderNumber!;

    await setRate('4250', '500');
    const detail = (await api.get('myOrder/orderDetail', { orderNumber })).body.data;
    expect(detail).toMatchObject({ amount: 25.98, rielRate: 4000, rielStep: 100, amountRiel: 103_900 });
    const list = (await api.get('myOrder/myOrder', { status: 0 })).body.data.records;
    expect(list.find((o: { orderNumber: string }) => o.orderNumber === orderNumber)).toMatchObject({
      rielRate: 4000,
      amountRiel: 103_900,
    });
    const staffView = (await client(t.app, owner.token).get('merchant/order', { orderNumber })).body.data;
    expect(staffView).toMatchObject({ rielRate: 4000, amountRiel: 103_900 });
    const again = await buyNow(api, sku, 2, addrId);
    // $25.98 × 4250 = 110,415 riel, to the 500: 110,500.
    expect(again.body.data).toMatchObject({ amount: 25.98, amountRiel: 110_500 });
    await setRate('', '');
  });

  it('a cart of several lines freezes the riel of its dollar total, rounded once', async () => {
    await setRate('4100', '100');
    const { api, addrId } = await shopper();
    const [other] = await onSaleSkus(t.db, 1, 4);
    await setSku(t.db, other.skuId, { stock: 100_000, price_cents: 35 });
    await changeCartItem(api, sku, 1);
    await changeCartItem(api, other, 3);
    const basketIds = (await api.get('shopCart/info')).body.data.list.map(
      (line: { basketId: number }) => line.basketId,
    );
    const confirmation = await api.post('order/creatCartSubmission', { basketIds });
    expect(confirmation.status).toBe(200);
    const placed = await api.post('order/cartSubmission', {
      orderNumber: confirmation.body.data.orderNumber,
      basketIds,
      addrId,
      recTime: recTimeIn(24),
      paymentMethod: 1,
    });
    expect(placed.status).toBe(200);
    // $12.49 + 3 × $0.35 + $1 = $14.54: 59,614 riel, to the 100: 59,600 (the lines rounded apart would make 59,700).
    expect(placed.body.data.amountRiel).toBe(rielOfCents(1454, { rate: 4100, step: 100 }));
    expect(placed.body.data.amountRiel).toBe(59_600);
    const row = await t.db
      .selectFrom('order')
      .select(['riel_rate', 'amount_riel'])
      .where('order_number', '=', confirmation.body.data.orderNumber)
      .executeTakeFirstOrThrow();
    expect([Number(row.riel_rate), Number(row.amount_riel)]).toEqual([4100, 59_600]);
  });

  it("random carts through the API: the frozen riel is the shared function's figure and the pages' (counts logged)", async () => {
    const carts = Number(process.env.RIEL_PROPERTY_CARTS ?? 200);
    let seed = kind === 'sqlite' ? 34 : 3434;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * below);
    };
    const skus = await onSaleSkus(t.db, 4, 10);
    for (const s of skus) await setSku(t.db, s.skuId, { stock: 1_000_000 });
    const steps = [1, 50, 100, 100, 100, 500, 1000];
    const counts = { carts: 0, differences: 0, lines: 0 };
    let api: Client | undefined;
    let addrId = 0;
    for (let cart = 0; cart < carts; cart += 1) {
      if (cart % 100 === 0) ({ api, addrId } = await shopper());
      const rate = 3500 + random(1001);
      const step = steps[random(steps.length)];
      await setRate(String(rate), String(step));
      const lines = skus.slice(0, 1 + random(skus.length));
      let productCents = 0;
      for (const line of lines) {
        const priceCents = 1 + random(20_000);
        const count = 1 + random(5);
        await setSku(t.db, line.skuId, { price_cents: priceCents });
        expect((await changeCartItem(api!, line, count)).status).toBe(200);
        productCents += priceCents * count;
      }
      counts.lines += lines.length;
      const basketIds = (await api!.get('shopCart/info')).body.data.list.map((l: { basketId: number }) => l.basketId);
      const confirmation = (await api!.post('order/creatCartSubmission', { basketIds })).body.data;
      const placed = await api!.post('order/cartSubmission', {
        orderNumber: confirmation.orderNumber,
        basketIds,
        addrId,
        recTime: recTimeIn(24),
        paymentMethod: 1,
      });
      const detail = (await api!.get('myOrder/orderDetail', { orderNumber: confirmation.orderNumber })).body.data;
      const shared = rielOfCents(productCents + deliveryFeeCents(DEFAULT_DELIVERY, null, productCents), {
        rate,
        step,
      });
      // What a page figures from the dollars the API shows it (the cart page's way), and what the order pages print.
      const page = rielOfDollars(confirmation.amount, { rate, step });
      const figures = [confirmation.amountRiel, placed.body.data.amountRiel, detail.amountRiel, page];
      const printed = formatRiel(detail.amountRiel, 'km');
      counts.carts += 1;
      if (figures.some((f) => f !== shared) || printed !== formatRiel(shared, 'km')) counts.differences += 1;
    }
    console.log(`riel property (${kind}): ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ carts, differences: 0, lines: expect.any(Number) });
  }, 600_000);
});
