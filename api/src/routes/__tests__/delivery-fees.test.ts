import { databases, createTestApp } from '../../../test/helpers';
import {
  addAddress,
  client,
  onSaleSkus,
  orderItemOf,
  recTimeIn,
  setSku,
  quickMember,
  type Client,
  type SkuFixture,
} from '../../../test/commerce';
import { signInStaff } from '../../../test/merchant';
import { ERROR_CODE } from '../../schemas/codes';

describe.each(databases)('delivery fees the shop sets (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sku: SkuFixture;
  let owner: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    [sku] = await onSaleSkus(ctx.db, 1);
    await setSku(ctx.db, sku.skuId, { stock: 1000, price_cents: 1000 });
    owner = (await signInStaff(ctx.app, ctx.db, 'owner')).token;
  });
  afterAll(() => ctx.close());

  const member = async (): Promise<Client> => client(ctx.app, (await quickMember(ctx.db)).token);
  const merchant = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url: `/api/merchant/${url}`, headers: { authorization: `Bearer ${owner}` }, payload });

  async function setDelivery(delivery: unknown): Promise<void> {
    const settings = (await merchant('GET', 'settings')).json().data;
    const saved = await merchant('POST', 'settings/save', { ...settings, delivery });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.delivery).toEqual(delivery);
  }

  /** A buy-now confirmation of `count` units at $10, and the amounts at another address. */
  async function confirmation(api: Client, count: number) {
    const answer = await api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(sku, count) });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  const place = (api: Client, orderNumber: string, addrId: number, count: number) =>
    api.post('order/confirmation', {
      orderNumber,
      addrId,
      recTime: recTimeIn(24),
      paymentMethod: 1,
      orderItem: orderItemOf(sku, count),
    });

  it('charges a khan its own fee and the others the flat fee, free from the threshold; the order keeps the fee', async () => {
    await setDelivery({
      fee: 1.5,
      freeFrom: 40,
      area: [
        { khan: 'doun-penh', fee: null },
        { khan: 'chbar-ampov', fee: 3 },
      ],
    });
    const api = await member();
    const near = await addAddress(api, { khan: 'doun-penh' });
    const far = await addAddress(api, { khan: 'chbar-ampov' });

    const first = await confirmation(api, 2);
    expect(first).toEqual(
      expect.objectContaining({ productAmount: 20, deliveryFee: 1.5, amount: 21.5, freeDeliveryFrom: 40 }),
    );
    expect(first.address).toEqual(expect.objectContaining({ addrId: near, khan: 'doun-penh' }));
    const quote = await api.post('order/deliveryQuote', { orderNumber: first.orderNumber, addrId: far });
    expect(quote.body.data).toEqual({ productAmount: 20, deliveryFee: 3, amount: 23, amountRiel: 94_300 });

    const placed = await place(api, first.orderNumber, far, 2);
    expect(placed.body.data).toEqual(expect.objectContaining({ amount: 23, status: 1 }));
    const order = await api.get('myOrder/orderDetail', { orderNumber: first.orderNumber });
    expect(order.body.data).toEqual(expect.objectContaining({ deliveryFee: 3, amount: 23 }));

    const big = await confirmation(api, 4);
    expect(big).toEqual(expect.objectContaining({ productAmount: 40, deliveryFee: 0, amount: 40 }));
    const bigFar = await api.post('order/deliveryQuote', { orderNumber: big.orderNumber, addrId: far });
    expect(bigFar.body.data.deliveryFee).toBe(0);
  });

  it('refuses an address in a khan outside the area (155), when saved, edited, quoted or placed', async () => {
    await setDelivery({ fee: 1, freeFrom: 50, area: [{ khan: 'doun-penh', fee: null }] });
    const api = await member();
    const refused = await api.post('address/addAddr', {
      receiver: 'Dara',
      mobile: '012345679',
      addr: 'Street 2004',
      addrType: 1,
      khan: 'saensokh',
    });
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ codeId: ERROR_CODE.outsideDeliveryArea }) });
    const noKhan = await api.post('address/addAddr', {
      receiver: 'Dara',
      mobile: '012345679',
      addr: 'St 1',
      addrType: 1,
    });
    expect(noKhan.body.codeId).toBe(ERROR_CODE.outsideDeliveryArea);
    const unknown = await api.post('address/addAddr', {
      receiver: 'Dara',
      mobile: '012345679',
      addr: 'St 1',
      addrType: 1,
      khan: 'siem-reap',
    });
    expect(unknown.status).toBe(400);

    const addrId = await addAddress(api, { khan: 'doun-penh' });
    const edited = await api.post('address/updateAddr', {
      addrId,
      receiver: 'Sokha Chan',
      mobile: '012345678',
      addr: 'Street 2004',
      addrType: 1,
      khan: 'saensokh',
    });
    expect(edited.body.codeId).toBe(ERROR_CODE.outsideDeliveryArea);

    // The shop narrows its area after the address was saved: the address is refused at the confirm page and on placing.
    const { orderNumber } = await confirmation(api, 1);
    await setDelivery({ fee: 1, freeFrom: 50, area: [{ khan: 'tuol-kouk', fee: 2 }] });
    const quote = await api.post('order/deliveryQuote', { orderNumber, addrId });
    expect(quote.body.codeId).toBe(ERROR_CODE.outsideDeliveryArea);
    expect((await place(api, orderNumber, addrId, 1)).body.codeId).toBe(ERROR_CODE.outsideDeliveryArea);
    const orders = await ctx.db
      .selectFrom('order')
      .select('order_number')
      .where('order_number', '=', orderNumber)
      .execute();
    expect(orders).toEqual([]);
  });

  it('an address saved before khans keeps the flat fee until edited, whatever the area', async () => {
    await setDelivery({ fee: 1, freeFrom: 50, area: [] });
    const api = await member();
    const addrId = await addAddress(api);
    await setDelivery({ fee: 2.25, freeFrom: 0, area: [{ khan: 'tuol-kouk', fee: 4 }] });
    const list = await api.get('address/list');
    expect(list.body.data).toEqual([expect.objectContaining({ addrId, khan: null })]);

    const { orderNumber, deliveryFee } = await confirmation(api, 10);
    expect(deliveryFee).toBe(2.25);
    const placed = await place(api, orderNumber, addrId, 10);
    expect(placed.body.data.amount).toBe(102.25);
    const row = await ctx.db
      .selectFrom('order')
      .select(['delivery_fee_cents', 'khan'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect({ fee: Number(row.delivery_fee_cents), khan: row.khan }).toEqual({ fee: 225, khan: null });

    const withoutKhan = await api.post('address/updateAddr', {
      addrId,
      receiver: 'Sokha Chan',
      mobile: '012345678',
      addr: 'No. 12, Street 240',
      addrType: 1,
    });
    expect(withoutKhan.body.codeId).toBe(ERROR_CODE.outsideDeliveryArea);
  });

  it('the console refuses a khan twice in the area, and the shop shows the rules', async () => {
    const settings = (await merchant('GET', 'settings')).json().data;
    const twice = await merchant('POST', 'settings/save', {
      ...settings,
      delivery: {
        fee: 1,
        freeFrom: 50,
        area: [
          { khan: 'kamboul', fee: 1 },
          { khan: 'kamboul', fee: 2 },
        ],
      },
    });
    expect(twice.json().codeId).toBe(ERROR_CODE.badRequest);
    const shop = (await ctx.app.inject({ url: '/api/web/webInforMation' })).json().data;
    expect(shop.delivery).toEqual(settings.delivery);
  });
});
