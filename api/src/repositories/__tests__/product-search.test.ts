// searchTextOf is what every writer of a product's names calls: what it writes is found, and ranked, at once.
import { createTestApp, databases, type TestApp } from '../../../test/helpers';
import { searchTextOf } from '../product-search';

describe.each(databases)('search_text written by searchTextOf (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const ids = async (q: string, size = 50) =>
    (await t.app.inject({ url: `/api/prod/pageBySearch?prodName=${encodeURIComponent(q)}&size=${size}` }))
      .json()
      .data.records.map((r: { prodId: number }) => r.prodId);
  const productNamed = (nameEn: string) =>
    t.db.selectFrom('product').selectAll().where('name_en', '=', nameEn).executeTakeFirstOrThrow();

  /** Renames the product (names, search_text, `edited`: a new updated_at) for the checks, then puts it back. */
  async function renamed(
    nameEn: string,
    names: { name_en: string; name_kh?: string },
    edited: boolean,
    check: (id: number) => Promise<void>,
  ) {
    const row = await productNamed(nameEn);
    const { name_en, name_kh, search_text, updated_at } = row;
    await t.db
      .updateTable('product')
      .set({
        ...names,
        search_text: searchTextOf({ ...row, ...names }),
        updated_at: edited ? Number(updated_at) + 1 : updated_at,
      })
      .where('id', '=', row.id)
      .execute();
    try {
      await check(row.id);
    } finally {
      await t.db
        .updateTable('product')
        .set({ name_en, name_kh, search_text, updated_at })
        .where('id', '=', row.id)
        .execute();
    }
  }

  it('finds a product renamed through searchTextOf at once, in the normal form', async () => {
    await renamed('Scissors', { name_en: 'ＴＡＩＬＯＲ Shears', name_kh: 'កនៃ្ត្រកាត់ក្រណាត់' }, false, async (id) => {
      expect(await ids('tailor shears')).toEqual([id]);
      expect(await ids('កន្ត្រៃកាត់')).toEqual([id]);
    });
  });

  it('ranks a product edited since the search index was built by its names as they are now', async () => {
    const beans = await productNamed('Coffee beans 1 kg');
    // The index is built and holds the names below (another page size: the page cache would answer the second search).
    expect((await ids('coffee beans', 10))[0]).toBe(beans.id);
    await renamed('Scissors', { name_en: 'Coffee beans' }, true, async (id) => {
      // The whole name now: first, before the name that only starts with it.
      expect((await ids('coffee beans')).slice(0, 2)).toEqual([id, beans.id]);
    });
  });
});
