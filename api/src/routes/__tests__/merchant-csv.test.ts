import { parse } from 'csv-parse/sync';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { newProduct, signInStaff, type SignedInStaff } from '../../../test/merchant';

describe.each(databases)('merchant CSV (%s)', (kind) => {
  let t: TestApp;
  let clerk: SignedInStaff;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clerk = await signInStaff(t.app, t.db, 'catalogue');
    categoryId = (await t.db.selectFrom('category').select('id').where('parent_id', '!=', 0).executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => t.close());

  const exportCsv = async (query: Record<string, string> = {}) => {
    const res = await t.app.inject({
      url: '/api/merchant/products/export.csv',
      query,
      headers: bearer(clerk.token),
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return res.body;
  };
  const importCsv = (csv: string, dryRun: 0 | 1) =>
    t.app.inject({
      method: 'POST',
      url: `/api/merchant/products/import?dryRun=${dryRun}`,
      payload: csv,
      headers: { ...bearer(clerk.token), 'content-type': 'text/csv' },
    });
  const digest = async () =>
    JSON.stringify([
      await t.db.selectFrom('product').selectAll().orderBy('id').execute(),
      await t.db.selectFrom('sku').selectAll().orderBy('id').execute(),
    ]);

  it('exports one line per live SKU, and a formula typed as a name stays text', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/merchant/product/save',
      payload: { ...newProduct(categoryId, '=HYPERLINK("http://evil.example","x")') },
      headers: bearer(clerk.token),
    });
    const rows = parse(await exportCsv(), { columns: true, bom: true }) as Array<Record<string, string>>;
    const live = await t.db.selectFrom('sku').select('id').where('status', '=', 1).execute();
    expect(rows).toHaveLength(live.length);
    expect(Object.keys(rows[0])).toEqual([
      'prodId',
      'skuId',
      'prodNameKh',
      'prodNameEn',
      'prodNameCn',
      'categoryId',
      'status',
      'spec',
      'skuNameKh',
      'skuNameEn',
      'skuNameCn',
      'price',
      'oriPrice',
      'stock',
    ]);
    expect(rows.map((r) => r.prodNameEn)).toContain(`'=HYPERLINK("http://evil.example","x")`);
    expect(rows[0].price).toMatch(/^\d+\.\d{2}$/);
  });

  it("exports what the list's filters find: a search, a category with its subcategories, on sale or not", async () => {
    const stamp = `Kampot pepper ${Date.now()}`;
    await t.app.inject({
      method: 'POST',
      url: '/api/merchant/product/save',
      payload: { ...newProduct(categoryId, stamp), status: 0 },
      headers: bearer(clerk.token),
    });
    const namesOf = async (query: Record<string, string>) =>
      // One line per live SKU: a product's name once.
      [
        ...new Set(
          (parse(await exportCsv(query), { columns: true, bom: true }) as Array<Record<string, string>>).map(
            (row) => row.prodNameEn,
          ),
        ),
      ];
    expect(await namesOf({ q: stamp.toLowerCase() })).toEqual([stamp]);
    expect(await namesOf({ q: stamp, status: '1' })).toEqual([]);
    const parentId = (
      await t.db.selectFrom('category').select('parent_id').where('id', '=', categoryId).executeTakeFirstOrThrow()
    ).parent_id;
    const inParent = await namesOf({ categoryId: String(parentId) });
    expect(inParent).toContain(stamp);
    expect(inParent.length).toBeLessThan((await namesOf({})).length);
    expect(
      (await t.app.inject({ url: '/api/merchant/products/export.csv?status=7', headers: bearer(clerk.token) }))
        .statusCode,
    ).toBe(400);
  });

  it('a dry run lists every bad line with its column and reason, and nothing is written even without it', async () => {
    const header =
      'prodId,skuId,prodNameKh,prodNameEn,prodNameCn,categoryId,status,spec,skuNameKh,skuNameEn,skuNameCn,price,oriPrice,stock';
    const csv = [
      header,
      `,,ស្ករ,Palm sugar,棕榈糖,${categoryId},1,"{""Size"":""1 kg""}",,1 kg,,3.50,4.00,10`,
      `,,ស្ករ,Bad price,棕榈糖,${categoryId},1,,,,,3.5.0,4,10`,
      `999999,,ស្ករ,Ghost,棕榈糖,${categoryId},1,,,,,3,4,10`,
      `,,,No Khmer,棕榈糖,999999,2,{oops,,,,3,4,-1`,
    ].join('\n');
    const before = await digest();
    for (const dryRun of [1, 0] as const) {
      const res = await importCsv(csv, dryRun);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        rows: 4,
        created: 0,
        updated: 0,
        errors: [
          { line: 3, column: 'price', problem: 'badPrice', reason: expect.any(String) },
          { line: 4, column: 'prodId', problem: 'noSuchProduct', reason: 'no such product' },
          { line: 5, column: 'prodNameKh', problem: 'nameMissing', reason: expect.stringContaining('empty') },
          { line: 5, column: 'categoryId', problem: 'noSuchCategory', reason: 'no such category' },
          { line: 5, column: 'status', problem: 'badStatus', reason: expect.any(String) },
          { line: 5, column: 'spec', problem: 'badSpec', reason: expect.any(String) },
          { line: 5, column: 'stock', problem: 'badStock', reason: expect.any(String) },
        ],
      });
    }
    expect(await digest()).toBe(before);
    const broken = await importCsv(`${header}\n1,"unclosed`, 1);
    expect(broken.json().data.errors).toEqual([
      { line: expect.any(Number), column: '', problem: 'unreadable', reason: expect.any(String) },
    ]);
    expect((await importCsv('a,b\n1,2', 1)).json().data.errors[0]).toEqual({
      line: 1,
      column: 'prodId',
      problem: 'missingColumn',
      reason: 'missing column',
    });
  });

  it('imports the export back with changes: prices, stock and names updated, a new product with two SKUs, all audited', async () => {
    const rows = parse(await exportCsv(), { columns: true, bom: true }) as Array<Record<string, string>>;
    const target = rows.find((r) => !r.prodNameEn.startsWith("'"))!;
    target.price = '7.77';
    target.stock = '42';
    target.prodNameEn = `${target.prodNameEn} (new label)`;
    for (const r of rows) if (r.prodId === target.prodId) r.prodNameEn = target.prodNameEn;
    const fishSauce = {
      prodId: '',
      skuId: '',
      prodNameKh: 'ទឹកត្រី',
      prodNameEn: 'Fish sauce',
      prodNameCn: '鱼露',
      categoryId: String(categoryId),
      status: '1',
      skuNameKh: '',
      skuNameCn: '',
    };
    const fresh = [
      { ...fishSauce, spec: '{"Size":"500 ml"}', skuNameEn: '500 ml', price: '2.00', oriPrice: '2.50', stock: '30' },
      { ...fishSauce, spec: '{"Size":"1 l"}', skuNameEn: '1 l', price: '3.50', oriPrice: '4.00', stock: '12' },
    ];
    const { stringify } = await import('csv-stringify/sync');
    const csv = stringify([...rows.filter((r) => r.prodId === target.prodId), ...fresh], {
      header: true,
      columns: Object.keys(rows[0]),
    });
    const dry = (await importCsv(csv, 1)).json().data;
    expect(dry).toEqual({
      rows: rows.filter((r) => r.prodId === target.prodId).length + 2,
      created: 2,
      updated: dry.rows - 2,
      errors: [],
    });
    expect((await importCsv(csv, 0)).json().data).toEqual(dry);
    const sku = await t.db
      .selectFrom('sku')
      .selectAll()
      .where('id', '=', Number(target.skuId))
      .executeTakeFirstOrThrow();
    expect([sku.price_cents, sku.stock]).toEqual([777, 42]);
    const shop = (await t.app.inject({ url: `/api/prod/prodInfo?prodId=${target.prodId}` })).json().data;
    expect(shop.prodNameEn).toBe(target.prodNameEn);
    const made = (await t.app.inject({ url: `/api/prod/pageBySearch?prodName=fish%20sauce&current=1&size=5` })).json()
      .data.records;
    expect(made).toEqual([expect.objectContaining({ prodNameEn: 'Fish sauce', price: 2, stock: 42 })]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['entity_id', 'staff_id'])
      .where('action', '=', 'import')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit).toContainEqual({ entity_id: target.prodId, staff_id: clerk.staffId });
  });

  it("export then import gives back every name exactly: the export's formula guard is undone", async () => {
    const names = ['=1+1 eq', "'=already quoted", '-5 °C ice', '+855 line', '@home'];
    const saved: number[] = [];
    for (const name of names) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/product/save',
        payload: { ...newProduct(categoryId, name), prodNameKh: name, prodNameCn: name },
        headers: bearer(clerk.token),
      });
      saved.push(res.json().data.prodId);
    }
    const namesOf = async () =>
      t.db
        .selectFrom('product')
        .select(['name_kh', 'name_en', 'name_cn'])
        .where('id', 'in', saved)
        .orderBy('id')
        .execute();
    const before = await namesOf();
    expect(before.map((p) => p.name_en)).toEqual(names.map((name) => name));
    const csv = await exportCsv();
    expect(csv).toContain("'=1+1 eq");
    expect((await importCsv(csv, 0)).json().data.errors).toEqual([]);
    expect(await namesOf()).toEqual(before);
  });

  it("applies the API's own limits, with line and column: stock, spec values, names", async () => {
    const header =
      'prodId,skuId,prodNameKh,prodNameEn,prodNameCn,categoryId,status,spec,skuNameKh,skuNameEn,skuNameCn,price,oriPrice,stock';
    const csv = [
      header,
      `,,ស្ករ,Palm sugar,棕榈糖,${categoryId},1,,,,,3.50,4.00,10`,
      `,,ស្ករ,Too much stock,棕榈糖,${categoryId},1,,,,,3.50,4.00,9999999`,
      `,,ស្ករ,Long spec,棕榈糖,${categoryId},1,"{""Size"":""${'x'.repeat(61)}""}",,,,3.50,4.00,1`,
      `,,ស្ករ,${'n'.repeat(201)},棕榈糖,${categoryId},1,,,,,3.50,4.00,1`,
    ].join('\n');
    const before = await digest();
    for (const dryRun of [1, 0] as const) {
      expect((await importCsv(csv, dryRun)).json().data.errors).toEqual([
        { line: 3, column: 'stock', problem: 'outOfLimits', reason: expect.stringContaining('1000000') },
        { line: 4, column: 'spec', problem: 'outOfLimits', reason: expect.any(String) },
        { line: 5, column: 'prodNameEn', problem: 'outOfLimits', reason: expect.any(String) },
      ]);
    }
    expect(await digest()).toBe(before);
  });
});
