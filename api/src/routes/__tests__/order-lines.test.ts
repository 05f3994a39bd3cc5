// An order line says what was bought as it was bought: the variant's specs and name in three languages, frozen at
// placement, whatever the SKU becomes afterwards.
import { Migrator } from 'kysely';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { addAddress, buyNow, client, createTestDatabase, quickMember, setSku } from '../../../test/commerce';
import { signInStaff, type SignedInStaff } from '../../../test/merchant';
import { openDatabase, type Db } from '../../db';
import { migrations } from '../../db/migrations';

/** An on-sale SKU of a product with two specs, and what its specs say in each language. */
async function twoSpecSku(db: Db) {
  const row = await db
    .selectFrom('sku')
    .innerJoin('product', 'product.id', 'sku.prod_id')
    .select(['sku.id', 'sku.prod_id', 'product.shop_id', 'sku.spec_values'])
    .where('sku.status', '=', 1)
    .where('product.status', '=', 1)
    .where('sku.prod_id', 'in', (eb) =>
      eb
        .selectFrom('spec')
        .select('prod_id')
        .groupBy('prod_id')
        .having((h) => h.fn.countAll(), '=', 2),
    )
    .orderBy('sku.id')
    .executeTakeFirstOrThrow();
  const specs = await db
    .selectFrom('spec')
    .innerJoin('spec_value', 'spec_value.spec_id', 'spec.id')
    .selectAll()
    .where('spec.prod_id', '=', Number(row.prod_id))
    .orderBy('spec.seq')
    .execute();
  const chosen = JSON.parse(row.spec_values) as Record<string, string>;
  const picked = specs.filter((s) => chosen[s.name_en] === s.value_en);
  expect(picked).toHaveLength(2);
  return {
    sku: { skuId: Number(row.id), prodId: Number(row.prod_id), shopId: Number(row.shop_id), stock: 0, priceCents: 0 },
    specsKh: picked.map((s) => `${s.name_kh}៖ ${s.value_kh}`).join(', '),
    specsEn: picked.map((s) => `${s.name_en}: ${s.value_en}`).join(', '),
    specsCn: picked.map((s) => `${s.name_cn}：${s.value_cn}`).join('，'),
  };
}

describe.each(databases)('order lines (%s)', (kind) => {
  let t: TestApp;
  let clerk: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clerk = await signInStaff(t.app, t.db, 'orders');
  });
  afterAll(() => t.close());

  it("a placed order's lines keep their variant after the SKU is renamed and its specs changed", async () => {
    const { sku, ...specs } = await twoSpecSku(t.db);
    // The case: a variant left without a name, known only by its specs.
    await t.db.updateTable('sku').set({ name_kh: '', name_en: '', name_cn: '' }).where('id', '=', sku.skuId).execute();
    await setSku(t.db, sku.skuId, { stock: 50 });
    const member = await quickMember(t.db);
    const api = client(t.app, member.token);
    const { orderNumber } = await buyNow(api, sku, 1, await addAddress(api));
    const shopperSees = async (lang: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/myOrder/orderDetail?orderNumber=${orderNumber}`,
          headers: { ...bearer(member.token), 'accept-language': lang },
        })
      ).json().data.items[0];
    const staffSees = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/merchant/order?orderNumber=${orderNumber}`,
          headers: bearer(clerk.token),
        })
      ).json().data.items[0];
    const placed = { shopperKm: await shopperSees('km'), shopperZh: await shopperSees('zh'), staff: await staffSees() };
    expect(placed.shopperKm).toEqual(expect.objectContaining({ ...specs, specs: specs.specsKh, skuNameEn: '' }));
    expect(placed.shopperZh.specs).toBe(specs.specsCn);
    expect(placed.staff).toEqual(expect.objectContaining({ ...specs, specs: specs.specsEn }));

    await t.db
      .updateTable('sku')
      .set({ name_kh: 'ថ្មី', name_en: 'Renamed', name_cn: '新名', spec_values: '{"Size":"XXL"}', pic: '/other.jpg' })
      .where('id', '=', sku.skuId)
      .execute();
    await t.db
      .updateTable('spec')
      .set({ name_kh: 'ផ្សេង', name_en: 'Other', name_cn: '其他' })
      .where('prod_id', '=', sku.prodId)
      .execute();
    await t.db
      .updateTable('product')
      .set({ name_en: 'Renamed product', pic: '/other.jpg' })
      .where('id', '=', sku.prodId)
      .execute();
    expect({
      shopperKm: await shopperSees('km'),
      shopperZh: await shopperSees('zh'),
      staff: await staffSees(),
    }).toEqual(placed);
  });

  it("the migration gives lines placed before it their SKU's specs; a line whose SKU is gone keeps none", async () => {
    const database = await createTestDatabase(kind, { empty: true });
    const { db, dialect, close } = await openDatabase(database.url);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo('0009-forgiving-search')).error).toBeUndefined();
      const names = (en: string, kh: string, cn: string) => ({ name_en: en, name_kh: kh, name_cn: cn });
      const texts = { brief_kh: '', brief_en: '', brief_cn: '', content_kh: '', content_en: '', content_cn: '' };
      const { id: prodId } = await db
        .insertInto('product')
        .values({
          shop_id: 1,
          ...names('Kampot pepper', 'ម្រេចកំពត', '贡布胡椒'),
          ...texts,
          search_text: '',
          pic: '',
          imgs: '[]',
          price_cents: 950,
          ori_price_cents: 950,
          sold_num: 0,
          status: 1,
          created_at: 1,
          updated_at: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: specId } = await db
        .insertInto('spec')
        .values({ prod_id: prodId, seq: 0, ...names('Weight', 'ទម្ងន់', '重量') })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('spec_value')
        .values({ spec_id: specId, seq: 0, value_en: '250 g', value_kh: '២៥០ ក្រាម', value_cn: '250 克' })
        .execute();
      const { id: skuId } = await db
        .insertInto('sku')
        .values({
          prod_id: prodId,
          spec_values: '{"Weight":"250 g"}',
          ...names('', '', ''),
          price_cents: 950,
          ori_price_cents: 950,
          stock: 11,
          pic: '',
          status: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: memberId } = await db
        .insertInto('member')
        .values({ mobile: '012000778', nick_name: 'n', password_hash: 'h', status: 1, failed_logins: 0, created_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('order')
        .values({
          order_number: '20261127100000000001',
          member_id: memberId,
          status: 2,
          product_amount_cents: 1900,
          delivery_fee_cents: 100,
          amount_cents: 2000,
          payment_method: 1,
          remarks: '',
          rec_time: 1,
          receiver: 'Dara',
          receiver_mobile: '012000778',
          addr: 'St 51',
          addr_type: 1,
          create_time: 1,
          estimated_delivery_time: 1,
        })
        .execute();
      const line = (sku: number) => ({
        order_number: '20261127100000000001',
        shop_id: 1,
        prod_id: prodId,
        sku_id: sku,
        prod_name_kh: 'ម្រេចកំពត',
        prod_name_en: 'Kampot pepper',
        prod_name_cn: '贡布胡椒',
        sku_name_kh: '',
        sku_name_en: '',
        sku_name_cn: '',
        pic: '',
        price_cents: 950,
        prod_count: 1,
      });
      await db
        .insertInto('order_item')
        .values([line(skuId), line(skuId + 1000)])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const lines = await db.selectFrom('order_item').select(['spec_kh', 'spec_en', 'spec_cn']).orderBy('id').execute();
      expect(lines).toEqual([
        { spec_kh: 'ទម្ងន់៖ ២៥០ ក្រាម', spec_en: 'Weight: 250 g', spec_cn: '重量：250 克' },
        { spec_kh: '', spec_en: '', spec_cn: '' },
      ]);
    } finally {
      await close();
      await database.drop();
    }
  });
});
