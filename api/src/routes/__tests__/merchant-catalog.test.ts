import { bearer, catalogueFacts, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { newProduct, signInStaff, type SignedInStaff } from '../../../test/merchant';
import { addAddress, buyNow, client, onSaleSkus, quickMember } from '../../../test/commerce';
import { changeStock, saveProduct } from '../../services/merchant-catalog';

const BURST_MS = 120_000;

/** How a promise ended: the reason it was refused, or 'written'. (Some database errors are not Errors of jest's realm.) */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'written',
    (error: unknown) => String(error),
  );
const FOREIGN_KEY = /foreign key/i;

describe.each(databases)('merchant catalogue (%s)', (kind) => {
  let t: TestApp;
  let clerk: SignedInStaff;
  let owner: SignedInStaff;
  let leafCategoryId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clerk = await signInStaff(t.app, t.db, 'catalogue');
    owner = await signInStaff(t.app, t.db, 'owner');
    const leaf = await t.db
      .selectFrom('category')
      .select('id')
      .where('parent_id', '!=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    leafCategoryId = leaf.id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token = clerk.token) =>
    t.app.inject({ method: 'POST', url: `/api/merchant/${url}`, payload, headers: bearer(token) });
  const get = (url: string, token = clerk.token) =>
    t.app.inject({ method: 'GET', url: `/api/merchant/${url}`, headers: bearer(token) });
  const expectError = (res: { statusCode: number; json(): unknown }, status: number, codeId: number) => {
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { codeId, msg: expect.any(String) } });
  };
  const auditOf = async (entity: string, entityId: number | string) =>
    (await get(`audit?entity=${entity}&size=50`, owner.token))
      .json()
      .data.records.filter((r: { entityId: string }) => r.entityId === String(entityId));

  describe('products', () => {
    it('lists every product, on sale or not, with search, filters, sorts and paging', async () => {
      const all = (await get('products?size=50')).json().data;
      const total = await t.db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(all.total).toBe(Number(total.n));
      expect(all.records[0]).toEqual({
        prodId: expect.any(Number),
        prodName: expect.any(String),
        prodNameKh: expect.any(String),
        prodNameEn: expect.any(String),
        prodNameCn: expect.any(String),
        pic: expect.any(String),
        price: expect.any(Number),
        stock: expect.any(Number),
        status: expect.any(Number),
        categoryId: expect.any(Number),
        updatedAt: expect.stringMatching(/\+07:00$/),
        version: 1,
      });
      const facts = await catalogueFacts(t.db);
      const off = (await get('products?status=0&size=50')).json().data.records;
      expect(off.map((r: { prodId: number }) => r.prodId)).toContain(facts.removedProdId);
      expect(off.every((r: { status: number }) => r.status === 0)).toBe(true);
      const out = (await get('products?stock=out&size=50')).json().data.records;
      expect(out.every((r: { stock: number }) => r.stock === 0)).toBe(true);
      if (facts.soldOut) expect(out.map((r: { prodId: number }) => r.prodId)).toContain(facts.soldOut.prodId);
      const byPrice = (await get('products?sort=price&size=50'))
        .json()
        .data.records.map((r: { price: number }) => r.price);
      expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
      const byStock = (await get('products?sort=stock&size=50'))
        .json()
        .data.records.map((r: { stock: number }) => r.stock);
      expect(byStock).toEqual([...byStock].sort((a, b) => a - b));
      const name = all.records[3].prodNameCn as string;
      const found = (await get(`products?q=${encodeURIComponent(name)}`)).json().data.records;
      expect(found.map((r: { prodId: number }) => r.prodId)).toContain(all.records[3].prodId);
      const page2 = (await get('products?size=2&current=2&sort=name')).json().data;
      expect(page2).toEqual(expect.objectContaining({ current: 2, size: 2, pages: Math.ceil(all.total / 2) }));
      expect((await get(`products?categoryId=${leafCategoryId}&size=50`)).json().data.records.length).toBeGreaterThan(
        0,
      );
      expectError(await get('products?sort=random'), 400, 99);
    });

    it('creates a product with two SKUs in three languages, and the audit log has it', async () => {
      const saved = await post('product/save', newProduct(leafCategoryId));
      expect(saved.statusCode).toBe(200);
      const product = saved.json().data;
      expect(product).toEqual(
        expect.objectContaining({
          prodNameKh: 'ម្រេចកំពត Kampot pepper',
          prodNameCn: '贡布胡椒 Kampot pepper',
          contentEn: '<b>not HTML</b>',
          categoryId: leafCategoryId,
          status: 1,
          version: 1,
          photos: [],
          skus: [
            expect.objectContaining({
              specValues: { Weight: '100 g' },
              price: 4.5,
              oriPrice: 5,
              stock: 20,
              version: 1,
            }),
            expect.objectContaining({
              specValues: { Weight: '250 g' },
              price: 9.99,
              oriPrice: 12,
              stock: 5,
              version: 1,
            }),
          ],
        }),
      );
      const row = await t.db
        .selectFrom('product')
        .selectAll()
        .where('id', '=', product.prodId)
        .executeTakeFirstOrThrow();
      expect(row.price_cents).toBe(450);
      const specs = await t.db.selectFrom('spec').select('name_en').where('prod_id', '=', product.prodId).execute();
      expect(specs).toEqual([{ name_en: 'Weight' }]);
      const [entry] = await auditOf('product', product.prodId);
      expect(entry).toEqual(
        expect.objectContaining({
          action: 'create',
          staffId: clerk.staffId,
          before: null,
          after: expect.objectContaining({ prodNameEn: 'Kampot pepper' }),
        }),
      );
    });

    it('an edit on a stale copy is refused (409/132, nothing written); a fresh one moves the version on', async () => {
      const product = (await post('product/save', newProduct(leafCategoryId, 'Palm sugar'))).json().data;
      const edit = {
        ...newProduct(leafCategoryId, 'Palm sugar'),
        prodId: product.prodId,
        skus: product.skus
          .slice(0, 1)
          .map((s: { skuId: number }) => ({ ...newProduct(leafCategoryId).skus[0], skuId: s.skuId, price: 3 })),
      };
      const first = await post('product/save', { ...edit, prodNameEn: 'Palm sugar (Kampong Speu)', version: 1 });
      expect(first.json().data).toEqual(
        expect.objectContaining({ prodNameEn: 'Palm sugar (Kampong Speu)', version: 2 }),
      );
      expect(first.json().data.skus).toHaveLength(1);
      const stale = await post('product/save', { ...edit, prodNameEn: 'Overwritten', version: 1 });
      expectError(stale, 409, 132);
      expect(stale.json()).not.toHaveProperty('data');
      expect((await get(`product?prodId=${product.prodId}`)).json().data.prodNameEn).toBe('Palm sugar (Kampong Speu)');
      const [update] = await auditOf('product', product.prodId);
      expect(update.before).toEqual(expect.objectContaining({ prodNameEn: 'Palm sugar', version: 1 }));
      expect(update.after).toEqual(expect.objectContaining({ prodNameEn: 'Palm sugar (Kampong Speu)', version: 2 }));
      // The SKU left out went off sale.
      const gone = await t.db
        .selectFrom('sku')
        .select('status')
        .where('id', '=', product.skus[1].skuId)
        .executeTakeFirstOrThrow();
      expect(gone.status).toBe(0);
    });

    it("sets a product's own limit per order (maxPerOrder): read back, shown to shoppers, audited; null: the shop's", async () => {
      const product = (await post('product/save', newProduct(leafCategoryId, 'Durian'))).json().data;
      expect(product.maxPerOrder).toBeNull();
      const edit = {
        ...newProduct(leafCategoryId, 'Durian'),
        prodId: product.prodId,
        skus: product.skus.map((s: { skuId: number }, i: number) => ({
          ...newProduct(leafCategoryId).skus[i],
          skuId: s.skuId,
        })),
      };
      const limited = await post('product/save', { ...edit, maxPerOrder: 3, version: 1 });
      expect(limited.json().data).toEqual(expect.objectContaining({ maxPerOrder: 3, version: 2 }));
      const shopper = await t.app.inject({ url: `/api/prod/prodInfo?prodId=${product.prodId}` });
      expect(shopper.json().data.maxPerOrder).toBe(3);
      const [update] = await auditOf('product', product.prodId);
      expect(update.before).toEqual(expect.objectContaining({ maxPerOrder: null }));
      expect(update.after).toEqual(expect.objectContaining({ maxPerOrder: 3 }));
      // Absent: unchanged; a fraction or below zero: a clear 400 and nothing written; null or 0: the shop's limit.
      expect((await post('product/save', { ...edit, version: 2 })).json().data.maxPerOrder).toBe(3);
      expectError(await post('product/save', { ...edit, maxPerOrder: -1, version: 3 }), 400, 99);
      expectError(await post('product/save', { ...edit, maxPerOrder: 2.5, version: 3 }), 400, 99);
      expect(
        (await post('product/save', { ...edit, maxPerOrder: null, version: 3 })).json().data.maxPerOrder,
      ).toBeNull();
      await post('product/save', { ...edit, maxPerOrder: 5, version: 4 });
      expect((await post('product/save', { ...edit, maxPerOrder: 0, version: 5 })).json().data.maxPerOrder).toBeNull();
      const back = await t.app.inject({ url: `/api/prod/prodInfo?prodId=${product.prodId}` });
      expect(back.json().data.maxPerOrder).toBe(t.app.config.maxUnitsPerSku);
    });

    it("the audit entry is written in the change's own transaction: when it cannot be written, nothing changes", async () => {
      // No such staff member: the audit row's foreign key refuses it.
      const stranger = { db: t.db, dialect: t.app.dialect, staffId: 999_999 };
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('product')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      expect(await refusal(saveProduct(stranger, newProduct(leafCategoryId, 'Never saved') as never))).toMatch(
        FOREIGN_KEY,
      );
      expect(await count()).toBe(before);
      const product = (await post('product/save', newProduct(leafCategoryId, 'Audited stock'))).json().data;
      expect(await refusal(changeStock(stranger, { skuId: product.skus[0].skuId, delta: 5 }))).toMatch(FOREIGN_KEY);
      const sku = await t.db
        .selectFrom('sku')
        .select(['stock', 'version'])
        .where('id', '=', product.skus[0].skuId)
        .executeTakeFirstOrThrow();
      expect(sku).toEqual({ stock: 20, version: 1 });
    });

    it('refuses bad input with a clear code: a missing name, an unknown category, a price below zero', async () => {
      expectError(await post('product/save', { ...newProduct(leafCategoryId), prodNameKh: '' }), 400, 99);
      expectError(await post('product/save', { ...newProduct(999_999) }), 400, 99);
      const bad = newProduct(leafCategoryId);
      bad.skus[0].price = -1;
      expectError(await post('product/save', bad), 400, 99);
      expectError(await get('product?prodId=999999'), 404, 3);
    });
  });

  describe('stock and prices', () => {
    it(
      '100 stock edits of one SKU at once (+1 and -1 mixed) end exact; below zero is refused (120)',
      async () => {
        const product = (await post('product/save', newProduct(leafCategoryId, 'Stock race'))).json().data;
        const sku = product.skus[0];
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, i) => post('sku/stock', { skuId: sku.skuId, delta: i % 4 === 0 ? -1 : 2 })),
        );
        expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
        const row = await t.db
          .selectFrom('sku')
          .select(['stock', 'version'])
          .where('id', '=', sku.skuId)
          .executeTakeFirstOrThrow();
        expect(row.stock).toBe(20 + 75 * 2 - 25);
        expect(row.version).toBe(101);
        expectError(await post('sku/stock', { skuId: sku.skuId, delta: -1000 }), 409, 120);
        const audit = await get(`audit?entity=sku&size=1`, owner.token);
        expect(audit.json().data.total).toBeGreaterThanOrEqual(100);
      },
      BURST_MS,
    );

    it('sets a count at the version read (132 when stale), and asks for one or the other (99)', async () => {
      const product = (await post('product/save', newProduct(leafCategoryId, 'Count'))).json().data;
      const sku = product.skus[0];
      const set = await post('sku/stock', { skuId: sku.skuId, stock: 7, version: sku.version });
      expect(set.json().data).toEqual(expect.objectContaining({ stock: 7, version: sku.version + 1 }));
      expectError(await post('sku/stock', { skuId: sku.skuId, stock: 9, version: sku.version }), 409, 132);
      expectError(await post('sku/stock', { skuId: sku.skuId }), 400, 99);
      expectError(await post('sku/stock', { skuId: sku.skuId, delta: 1, stock: 3, version: 2 }), 400, 99);
    });

    it('bulk edits save the fresh items and refuse the stale and unknown ones', async () => {
      const product = (await post('product/save', newProduct(leafCategoryId, 'Bulk'))).json().data;
      const [a, b] = product.skus;
      const res = await post('products/bulk', {
        items: [
          { skuId: a.skuId, price: 1.25, stock: 40, version: a.version },
          { skuId: b.skuId, price: 2, version: b.version + 5 },
          { skuId: 999_999, price: 2, version: 1 },
        ],
      });
      expect(res.json().data).toEqual({
        updated: 1,
        refused: [
          { skuId: b.skuId, codeId: 132 },
          { skuId: 999_999, codeId: 3 },
        ],
      });
      const after = (await get(`product?prodId=${product.prodId}`)).json().data;
      expect(after.skus[0]).toEqual(expect.objectContaining({ price: 1.25, stock: 40 }));
      const row = await t.db
        .selectFrom('product')
        .select('price_cents')
        .where('id', '=', product.prodId)
        .executeTakeFirstOrThrow();
      expect(row.price_cents).toBe(125);
    });
  });

  describe('categories, shelves, banners, hot searches, settings', () => {
    it.each([
      [
        'category',
        'categories',
        { parentId: 0, nameKh: 'គ្រឿងទេស', nameEn: 'Spices', nameCn: '香料', pic: '', seq: 9 },
        'nameEn',
        'Spices 2',
      ],
      [
        'tag',
        'tags',
        { titleKh: 'ថ្មី', titleEn: 'New in', titleCn: '新品', seq: 5, style: 'grid' },
        'titleEn',
        'New in 2',
      ],
      [
        'banner',
        'banners',
        { imgUrlKh: '', imgUrlEn: '/api/images/banner/gift-350-2.svg', imgUrlCn: '', prodId: null, seq: 3 },
        'imgUrlEn',
        '/api/images/banner/gift-350-3.svg',
      ],
      [
        'hotSearch',
        'hotSearches',
        { titleKh: 'ម្រេច', titleEn: 'pepper', titleCn: '胡椒', seq: 1 },
        'titleEn',
        'pepper 2',
      ],
    ])(
      '%s: create, update at its version (132 when stale), delete, all audited',
      async (one, list, fields, textKey, changed) => {
        const created = await post(`${one}/save`, fields);
        expect(created.statusCode).toBe(200);
        const entity = created.json().data;
        const idKey = Object.keys(entity)[0];
        expect(entity.version).toBe(1);
        const updated = await post(`${one}/save`, {
          ...fields,
          [idKey]: entity[idKey],
          [textKey]: changed,
          version: 1,
        });
        expect(updated.json().data.version).toBe(2);
        expectError(await post(`${one}/save`, { ...fields, [idKey]: entity[idKey], version: 1 }), 409, 132);
        expect((await get(list)).json().data).toContainEqual(updated.json().data);
        expectError(await post(`${one}/delete`, { [idKey]: entity[idKey], version: 1 }), 409, 132);
        expect((await post(`${one}/delete`, { [idKey]: entity[idKey], version: 2 })).statusCode).toBe(200);
        expect((await get(list)).json().data.map((e: Record<string, unknown>) => e[idKey])).not.toContain(
          entity[idKey],
        );
        expect((await auditOf(one, entity[idKey])).map((e: { action: string }) => e.action)).toEqual([
          'delete',
          'update',
          'create',
        ]);
      },
    );

    describe('a category never becomes its own ancestor (145)', () => {
      const category = async (nameEn: string, parentId = 0) =>
        (
          await post('category/save', {
            parentId,
            nameKh: `ក ${nameEn}`,
            nameEn,
            nameCn: `类 ${nameEn}`,
            pic: '',
            seq: 0,
          })
        ).json().data;
      const move = (c: { categoryId: number; version: number }, parentId: number) =>
        post('category/save', { ...c, parentId });
      /** Whether some category reaches itself by its parents. */
      const anyLoop = async () => {
        const rows = await t.db.selectFrom('category').select(['id', 'parent_id']).execute();
        const parent = new Map(rows.map((r) => [r.id, r.parent_id]));
        return rows.some((r) => {
          const seen = new Set<number>();
          for (let id = r.parent_id; id !== 0 && parent.has(id); id = parent.get(id)!) {
            if (id === r.id || seen.has(id)) return true;
            seen.add(id);
          }
          return false;
        });
      };

      it('under itself, its child or its grandchild: refused; a real move saves', async () => {
        const top = await category('Loop top');
        const child = await category('Loop child', top.categoryId);
        const grandchild = await category('Loop grandchild', child.categoryId);
        for (const parentId of [top.categoryId, child.categoryId, grandchild.categoryId]) {
          expectError(await move(top, parentId), 409, 145);
        }
        expect((await move(grandchild, top.categoryId)).statusCode).toBe(200);
        expect(await anyLoop()).toBe(false);
      });

      it('two moves at once that would close a loop together: one is saved, the other refused (50 pairs, 100 at once)', async () => {
        const pairs = await Promise.all(
          Array.from({ length: 50 }, async (_, i) => [await category(`Pair ${i} A`), await category(`Pair ${i} B`)]),
        );
        const answers = await Promise.all(pairs.flatMap(([a, b]) => [move(a, b.categoryId), move(b, a.categoryId)]));
        for (let i = 0; i < pairs.length; i++) {
          const codes = [answers[2 * i], answers[2 * i + 1]].map((r) => r.statusCode).sort();
          expect(codes).toEqual([200, 409]);
        }
        expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().codeId === 145)).toBe(true);
        expect(await anyLoop()).toBe(false);
      });
    });

    describe('addresses are checked where they are saved (146)', () => {
      const refusedAddresses = [
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'https://evil.example/picture.jpg',
        '//evil.example/picture.jpg',
        '/api/images/cat/../../etc/passwd',
      ];

      it("a category's picture and a banner's images: only the shop's own; nothing refused is stored", async () => {
        const category = { parentId: 0, nameKh: 'រូប', nameEn: 'Pictures', nameCn: '图片', seq: 0 };
        const banner = { imgUrlKh: '', imgUrlCn: '', prodId: null, seq: 0 };
        for (const url of refusedAddresses) {
          expectError(await post('category/save', { ...category, pic: url }), 400, 146);
          expectError(await post('banner/save', { ...banner, imgUrlEn: url }), 400, 146);
          expectError(
            await post('banner/save', { ...banner, imgUrlEn: '/api/images/banner/gift-350-2.svg', imgUrlKh: url }),
            400,
            146,
          );
        }
        const stored = [
          ...(await t.db.selectFrom('category').select('pic as url').execute()),
          ...(await t.db.selectFrom('banner').select(['img_url as url']).execute()),
        ].map((r) => r.url);
        for (const url of refusedAddresses) expect(stored).not.toContain(url);
        const own = await post('category/save', { ...category, pic: '/api/images/cat/leaf-120-0.svg' });
        expect(own.statusCode).toBe(200);
      });

      it("the shop's Facebook and app-store links: https only", async () => {
        const settings = (await get('settings', owner.token)).json().data;
        for (const key of ['facebook', 'appStoreUrl', 'googlePlayUrl']) {
          for (const url of ['javascript:alert(1)', 'data:text/html,x', 'http://www.facebook.com/phsar', 'phsar']) {
            expectError(await post('settings/save', { ...settings, [key]: url }, owner.token), 400, 146);
          }
        }
        const shop = (await t.app.inject({ url: '/api/web/webInforMation' })).json().data;
        expect(
          [shop.facebook, shop.appStoreUrl, shop.googlePlayUrl].every((u: string) => u.startsWith('https://')),
        ).toBe(true);
      });
    });

    it('a category with products cannot be deleted (1)', async () => {
      const category = (await get('categories'))
        .json()
        .data.find((c: { categoryId: number }) => c.categoryId === leafCategoryId);
      expectError(await post('category/delete', { categoryId: leafCategoryId, version: category.version }), 409, 1);
    });

    it('a banner shows its own picture in each language on the shop', async () => {
      const fields = {
        imgUrlKh: '/api/images/banner/gift-350-1.svg',
        imgUrlEn: '/api/images/banner/gift-350-2.svg',
        imgUrlCn: '/api/images/banner/gift-350-3.svg',
        prodId: null,
        seq: 0,
      };
      expect((await post('banner/save', fields)).statusCode).toBe(200);
      const km = (await t.app.inject({ url: '/api/indexImgs', headers: { 'accept-language': 'km' } })).json().data;
      const zh = (await t.app.inject({ url: '/api/indexImgs', headers: { 'accept-language': 'zh' } })).json().data;
      expect(km.map((b: { imgUrl: string }) => b.imgUrl)).toContain('/api/images/banner/gift-350-1.svg?lang=km');
      expect(zh.map((b: { imgUrl: string }) => b.imgUrl)).toContain('/api/images/banner/gift-350-3.svg?lang=zh');
    });

    it('settings: owners only; saved together at their version (132 when stale); the shop shows them', async () => {
      expectError(await get('settings'), 403, 131);
      const settings = (await get('settings', owner.token)).json().data;
      expect(settings).toEqual(
        expect.objectContaining({
          phone: expect.any(String),
          googlePlayUrl: expect.stringMatching(/^https:/),
          version: 1,
          // No account of the shop's yet: what shoppers are shown is the development sandbox's, and said so.
          shownBankAccount: expect.objectContaining({ bankName: 'Sandbox Bank (test)', from: 'sandbox' }),
        }),
      );
      const { version, shownBankAccount: _shown, ...fields } = settings;
      const saved = await post(
        'settings/save',
        {
          ...fields,
          phone: '023 999 888',
          bankName: 'ABA Bank',
          accountName: 'Phsar Penh Co.',
          accountNumber: '000 123 456',
          version,
        },
        owner.token,
      );
      expect(saved.json().data).toEqual(
        expect.objectContaining({
          phone: '023 999 888',
          bankName: 'ABA Bank',
          version: version + 1,
          shownBankAccount: {
            bankName: 'ABA Bank',
            accountName: 'Phsar Penh Co.',
            accountNumber: '000 123 456',
            from: 'shop',
          },
        }),
      );
      expectError(await post('settings/save', { ...fields, version }, owner.token), 409, 132);
      // A shopper paying by transfer is now shown the shop's own account.
      const shopper = client(t.app, (await quickMember(t.db)).token);
      const [sku] = await onSaleSkus(t.db, 1);
      const { orderNumber } = await buyNow(shopper, sku, 1, await addAddress(shopper));
      const transfer = (await shopper.post('payConfig/pay', { orderNumbers: orderNumber, payType: 1 })).body.data;
      expect(transfer).toMatchObject({
        bankName: 'ABA Bank',
        accountName: 'Phsar Penh Co.',
        accountNumber: '000 123 456',
      });
      const shop = (await t.app.inject({ url: '/api/web/webInforMation' })).json().data;
      expect(shop.phone).toBe('023 999 888');
      expect(shop.googlePlayUrl).toBe(settings.googlePlayUrl);
      expect(shop).not.toHaveProperty('bankName');
      expect(shop).not.toHaveProperty('accountNumber');
      const [entry] = await auditOf('settings', 'site');
      expect(entry.before.phone).toBe(settings.phone);
      expect(entry.after.phone).toBe('023 999 888');
    });

    it('the riel rate: whole riel per dollar and a rounding step (150, 151 otherwise); the shop reads them', async () => {
      const before = (await t.app.inject({ url: '/api/web/webInforMation' })).json().data;
      expect(before).toEqual(expect.objectContaining({ rielRate: 4100, rielStep: 100 }));
      const settings = (await get('settings', owner.token)).json().data;
      for (const rielRate of ['abc', '4100.5', '-4100', '0', '999', '10001', '4e3']) {
        expectError(await post('settings/save', { ...settings, rielRate }, owner.token), 400, 150);
      }
      for (const rielStep of ['0', '-100', '12.5', 'x', '10001']) {
        expectError(await post('settings/save', { ...settings, rielStep }, owner.token), 400, 151);
      }
      const saved = await post('settings/save', { ...settings, rielRate: ' 4,050 ', rielStep: '500' }, owner.token);
      expect(saved.json().data).toEqual(expect.objectContaining({ rielRate: '4050', rielStep: '500' }));
      const shop = (await t.app.inject({ url: '/api/web/webInforMation' })).json().data;
      expect(shop).toEqual(expect.objectContaining({ rielRate: 4050, rielStep: 500 }));
      const { version, ...fields } = saved.json().data;
      await post('settings/save', { ...fields, rielRate: '', rielStep: '', version }, owner.token);
      expect((await t.app.inject({ url: '/api/web/webInforMation' })).json().data).toEqual(
        expect.objectContaining({ rielRate: 4100, rielStep: 100 }),
      );
    });
  });
});
