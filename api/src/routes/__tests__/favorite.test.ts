import { databases, createTestApp } from '../../../test/helpers';
import { client, onSaleSkus, type Client, quickMember } from '../../../test/commerce';
import { clock } from '../../clock';
import { ERROR_CODE } from '../../schemas/codes';

describe.each(databases)('favourites (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let prodIds: number[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    prodIds = [...new Set((await onSaleSkus(ctx.db, 30)).map((s) => s.prodId))].slice(0, 3);
  });
  afterAll(() => ctx.close());
  const member = async (): Promise<Client> => client(ctx.app, (await quickMember(ctx.db)).token);

  it('toggles a favourite and pages favourite product summaries, newest first', async () => {
    const api = await member();
    const realNow = clock.now;
    try {
      let t = Date.now();
      clock.now = () => (t += 1000);
      for (const prodId of prodIds) {
        expect(await api.post('user/collection/addOrCancel', { prodId })).toEqual({
          status: 200,
          body: { data: { isCollect: true } },
        });
      }
    } finally {
      clock.now = realNow;
    }
    const page = await api.get('user/collection/page', { current: 1, size: 2 });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      total: prodIds.length,
      current: 1,
      size: 2,
      pages: Math.ceil(prodIds.length / 2),
    });
    expect(page.body.data.records.map((p: { prodId: number }) => p.prodId)).toEqual([...prodIds].reverse().slice(0, 2));
    expect(page.body.data.records[0]).toEqual({
      prodId: prodIds[prodIds.length - 1],
      prodName: expect.any(String),
      prodNameKh: expect.any(String),
      prodNameEn: expect.any(String),
      prodNameCn: expect.any(String),
      pic: expect.any(String),
      price: expect.any(Number),
      oriPrice: expect.any(Number),
      stock: expect.any(Number),
      soldNum: expect.any(Number),
    });
    expect(await api.post('user/collection/addOrCancel', { prodId: prodIds[0] })).toEqual({
      status: 200,
      body: { data: { isCollect: false } },
    });
    expect((await api.get('user/collection/page')).body.data.total).toBe(prodIds.length - 1);
  });

  it('refuses an unknown product (121) and keeps favourites per member', async () => {
    const api = await member();
    const other = await member();
    expect(await api.post('user/collection/addOrCancel', { prodId: 99999999 })).toEqual({
      status: 404,
      body: { codeId: ERROR_CODE.productRemoved, msg: expect.any(String) },
    });
    await api.post('user/collection/addOrCancel', { prodId: prodIds[1] });
    expect((await other.get('user/collection/page')).body.data).toEqual({
      records: [],
      total: 0,
      current: 1,
      size: 10,
      pages: 0,
    });
    expect((await api.get('user/collection/page', { size: 51 })).body.codeId).toBe(99);
  });
});
