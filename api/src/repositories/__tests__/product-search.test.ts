// searchTextOf is what every writer of a product's names calls: what it writes is found at once.
import { createTestApp, databases, type TestApp } from '../../../test/helpers';
import { searchTextOf } from '../product-search';

describe.each(databases)('search_text written by searchTextOf (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const search = async (q: string) =>
    (await t.app.inject({ url: `/api/prod/pageBySearch?prodName=${encodeURIComponent(q)}&size=50` })).json().data;

  it('finds a product renamed through searchTextOf at once, in the normal form', async () => {
    const row = await t.db
      .selectFrom('product')
      .selectAll()
      .where('name_en', '=', 'Scissors')
      .executeTakeFirstOrThrow();
    const renamed = { ...row, name_en: 'ＴＡＩＬＯＲ Shears', name_kh: 'កនៃ្ត្រកាត់ក្រណាត់' };
    await t.db
      .updateTable('product')
      .set({ name_en: renamed.name_en, name_kh: renamed.name_kh, search_text: searchTextOf(renamed) })
      .where('id', '=', row.id)
      .execute();
    try {
      const ids = async (q: string) => (await search(q)).records.map((r: { prodId: number }) => r.prodId);
      expect(await ids('tailor shears')).toEqual([row.id]);
      expect(await ids('កន្ត្រៃកាត់')).toEqual([row.id]);
    } finally {
      await t.db
        .updateTable('product')
        .set({ name_en: row.name_en, name_kh: row.name_kh, search_text: row.search_text })
        .where('id', '=', row.id)
        .execute();
    }
  });
});
