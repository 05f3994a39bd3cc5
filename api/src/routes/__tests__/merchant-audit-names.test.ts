import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { onSaleSkus, type SkuFixture } from '../../../test/commerce';
import { signInStaff, type SignedInStaff } from '../../../test/merchant';

interface Entry {
  action: string;
  entity: string;
  entityId: string;
  staffName: string;
  subject: { kh: string; en: string; cn: string } | null;
  related: Record<string, { kh: string; en: string; cn: string }>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(databases)('the activity log names people and records (%s)', (kind) => {
  let t: TestApp;
  let sku: SkuFixture;
  let owner: SignedInStaff;
  let clerk: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [sku] = await onSaleSkus(t.db, 1, 11);
    owner = await signInStaff(t.app, t.db, 'owner');
    clerk = await signInStaff(t.app, t.db, 'catalogue');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/merchant/${url}`, payload, headers: bearer(token) });
  const entries = async (query: string): Promise<Entry[]> =>
    (await call('GET', `audit?size=50&${query}`, owner.token)).json().data.records;

  it('gives a SKU its product and variant names in three languages, the person by name, and filters by person and kind', async () => {
    const product = await t.db
      .selectFrom('product')
      .select(['name_kh', 'name_en', 'name_cn'])
      .where('id', '=', sku.prodId)
      .executeTakeFirstOrThrow();
    const { version } = await t.db
      .selectFrom('sku')
      .select('version')
      .where('id', '=', sku.skuId)
      .executeTakeFirstOrThrow();
    const bulk = await call('POST', 'products/bulk', clerk.token, {
      items: [{ skuId: sku.skuId, price: 9.5, version }],
    });
    expect(bulk.json().data.updated).toBe(1);
    const [entry] = await entries(`entity=sku&staffId=${clerk.staffId}`);
    expect(entry).toEqual(
      expect.objectContaining({
        action: 'bulk',
        entity: 'sku',
        entityId: String(sku.skuId),
        staffName: `catalogue ${clerk.login}`,
      }),
    );
    expect(entry.subject!.en.startsWith(product.name_en)).toBe(true);
    expect(entry.subject!.kh.startsWith(product.name_kh || product.name_en)).toBe(true);
    expect(entry.subject!.cn.startsWith(product.name_cn || product.name_en)).toBe(true);
    expect(entry.after).toEqual(expect.objectContaining({ price: 9.5 }));
    expect(await entries(`entity=order&staffId=${clerk.staffId}`)).toEqual([]);
  });

  it('names a staff member changed, and a product saved with its category and shelves', async () => {
    const member = await signInStaff(t.app, t.db, 'orders');
    const { version } = (await call('GET', 'auth/me', member.token)).json().data;
    await call('POST', 'staff/update', owner.token, {
      staffId: member.staffId,
      role: 'catalogue',
      version,
      confirm: true,
    });
    const [changed] = await entries(`entity=staff&staffId=${owner.staffId}`);
    expect(changed.subject).toEqual({
      kh: `orders ${member.login}`,
      en: `orders ${member.login}`,
      cn: `orders ${member.login}`,
    });

    const detail = (await call('GET', `product?prodId=${sku.prodId}`, clerk.token)).json().data;
    const save = await call('POST', 'product/save', clerk.token, {
      ...Object.fromEntries(
        Object.entries(detail).filter(([key]) => !['photos', 'mainPhotoId', 'updatedAt', 'pic'].includes(key)),
      ),
      prodNameEn: `${detail.prodNameEn} `.trim(),
      skus: detail.skus.map((s: Record<string, unknown>) => ({ ...s })),
    });
    expect(save.statusCode).toBe(200);
    const [saved] = await entries(`entity=product&staffId=${clerk.staffId}`);
    expect(saved.subject?.en).toBe(detail.prodNameEn);
    expect(saved.related[`category:${detail.categoryId}`]).toEqual(
      expect.objectContaining({ en: expect.stringMatching(/\S/) }),
    );
  });
});
