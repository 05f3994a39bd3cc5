// A visitor's list or search reaches a bounded number of products, so no call costs more on a large catalogue.
import { createTestApp, databases, type TestApp } from '../../../test/helpers';
import { seedLargeCatalogue } from '../../seed';
import { MAX_RESULTS } from '../../services/catalog';

describe.each(databases)('how far a list or search reaches (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedLargeCatalogue(t.db, MAX_RESULTS + 300);
  }, 60_000);
  afterAll(() => t.close());

  const search = (prodName: string, sort: number, current: number) =>
    t.app.inject({
      url: `/api/prod/pageBySearch?prodName=${encodeURIComponent(prodName)}&sort=${sort}&current=${current}&size=50`,
    });
  const list = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/prod/prodListByTagIdSelect', payload: { shopId: 1, size: 50, ...body } });

  it.each([0, 2, 3])(
    'the widest list (sort %i) counts and pages up to the reach, then answers empty pages',
    async (sort) => {
      const last = await list({ sort, current: MAX_RESULTS / 50, minPrice: 0, maxPrice: 10_000_000 });
      expect(last.statusCode).toBe(200);
      expect(last.json().data).toMatchObject({ total: MAX_RESULTS, pages: MAX_RESULTS / 50 });
      expect(last.json().data.records).toHaveLength(50);
      const beyond = await list({ sort, current: 1_000_000 });
      expect(beyond.json().data).toMatchObject({ records: [], total: MAX_RESULTS });
    },
  );

  it('a sorted list by price is sorted across its pages', async () => {
    const first = (await list({ sort: 2, current: 1 })).json().data.records;
    const second = (await list({ sort: 2, current: 2 })).json().data.records;
    const prices = [...first, ...second].map((record: { price: number }) => record.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('a one-letter search reaches its first matches, sorted, and no further', async () => {
    const page = (await search('a', 2, 1)).json().data;
    expect(page.total).toBeGreaterThan(50);
    expect(page.total).toBeLessThanOrEqual(MAX_RESULTS);
    const prices = page.records.map((record: { price: number }) => record.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await search('a', 0, 1_000_000)).json().data.records).toEqual([]);
  });
});
