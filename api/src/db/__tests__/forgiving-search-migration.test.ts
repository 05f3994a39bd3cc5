// 0009 on a database that already has products: every search_text is rewritten, and the trigram indexes follow.
import { createTestApp, databases, type TestApp } from '../../../test/helpers';
import { Migrator, sql } from 'kysely';
import { dialectOfDb } from '..';
import { migrations } from '../migrations';
import { searchTextOf } from '../../repositories/product-search';

describe.each(databases)('migration 0009-forgiving-search on a catalogue (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('rewrites the search text of every product as searchTextOf writes it', async () => {
    const before = await t.db
      .selectFrom('product')
      .select(['id', 'name_kh', 'name_en', 'name_cn', 'brief_kh', 'brief_en', 'brief_cn'])
      .orderBy('id')
      .execute();
    // As main wrote it: the lower-cased names joined by ' | '.
    for (const row of before) {
      await t.db
        .updateTable('product')
        .set({ search_text: [row.name_kh, row.name_en, row.name_cn].join(' | ').toLowerCase() })
        .where('id', '=', row.id)
        .execute();
    }
    await sql`DELETE FROM kysely_migration WHERE name = ${'0009-forgiving-search'}`.execute(t.db);
    // 0009 alone again, wherever later migrations have run: it is no longer the last.
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations(dialectOfDb(t.db)) },
      allowUnorderedMigrations: true,
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const after = await t.db.selectFrom('product').select(['id', 'search_text']).orderBy('id').execute();
    expect(after.map((row) => row.search_text)).toEqual(before.map((row) => searchTextOf(row)));
    const ground = before.find((row) => row.name_en === 'Ground coffee 500 g')!;
    const found = await t.app.inject({ url: `/api/prod/pageBySearch?prodName=${encodeURIComponent('ground coffee')}` });
    expect(found.json().data.records.map((r: { prodId: number }) => r.prodId)).toContain(ground.id);
    const brief = await t.app.inject({
      url: `/api/prod/pageBySearch?prodName=${encodeURIComponent('refreshing drinks')}`,
    });
    expect(brief.json().data.total).toBeGreaterThan(0);
  });
});
