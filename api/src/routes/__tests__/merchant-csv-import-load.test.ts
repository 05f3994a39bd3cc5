// Issue 36, item 5: a large import never makes a shopper wait. Orders of one of the file's SKUs are placed one after
// another for as long as a 20,000-line import runs; none waits for the import (each answered in well under its time).
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { signInStaff } from '../../../test/merchant';
import { addAddress, buyNow, client, onSaleSkus, quickMember, setSku } from '../../../test/commerce';

const LINES = Number(process.env.IMPORT_LINES ?? 20_000);
const SKUS_PER_PRODUCT = 4;

describe.each(databases)('a 20,000-line CSV import and a shopper (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('orders of a SKU in the file are answered while the import writes, none waiting for it', async () => {
    const clerk = await signInStaff(t.app, t.db, 'catalogue');
    const [sku] = await onSaleSkus(t.db, 1);
    await setSku(t.db, sku.skuId, { stock: 1_000_000 });
    const exported = (await t.app.inject({ url: '/api/merchant/products/export.csv', headers: bearer(clerk.token) }))
      .body;
    const rows = parse(exported, { columns: true, bom: true }) as Array<Record<string, string>>;
    const own = rows.find((r) => r.skuId === String(sku.skuId))!;
    const fresh = Array.from({ length: LINES - 1 }, (_, i) => {
      const n = Math.floor(i / SKUS_PER_PRODUCT);
      return {
        ...own,
        prodId: '',
        skuId: '',
        prodNameKh: `ផលិតផល ${n}`,
        prodNameEn: `Imported ${n}`,
        prodNameCn: `商品 ${n}`,
        spec: JSON.stringify({ Size: `S${i % SKUS_PER_PRODUCT}` }),
        stock: '5',
      };
    });
    const csv = stringify([{ ...own, stock: '1000000' }, ...fresh], { header: true, columns: Object.keys(own) });

    let importing = true;
    const started = Date.now();
    const imported = t.app
      .inject({
        method: 'POST',
        url: '/api/merchant/products/import?dryRun=0',
        payload: csv,
        headers: { ...bearer(clerk.token), 'content-type': 'text/csv' },
      })
      .finally(() => (importing = false));
    const answers: Array<{ status: number; ms: number }> = [];
    while (importing) {
      const shopper = client(t.app, (await quickMember(t.db)).token);
      const addrId = await addAddress(shopper);
      const sent = Date.now();
      const placed = await buyNow(shopper, sku, 1, addrId);
      answers.push({ status: placed.status, ms: Date.now() - sent });
    }
    const result = await imported;
    const importMs = Date.now() - started;
    expect(result.json().data).toEqual(expect.objectContaining({ rows: LINES, errors: [] }));
    expect(importMs).toBeGreaterThan(3_000); // long enough that one transaction would have made someone wait
    expect(answers.length).toBeGreaterThan(3);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // No shopper waits for the import. Had it written in one transaction, the first order would wait for nearly all of
    // it; a quarter of its time is the line. Not a second flat: CI runs this beside other suites (the crash test's
    // processes among them) on two cores, where one order took 1.2 s; the quiet figure is printed below (≈ 300 ms).
    const limit = Math.max(1_000, importMs / 4);
    expect(answers.filter((a) => a.ms >= limit)).toEqual([]);
    console.log(
      `${kind}: import ${importMs} ms; ${answers.length} orders, slowest ${Math.max(...answers.map((a) => a.ms))} ms`,
    );
  }, 600_000);
});
