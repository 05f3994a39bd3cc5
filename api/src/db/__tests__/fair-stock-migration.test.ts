// 0007-fair-stock on a database the old cart race left with several lines of one SKU: they become one line holding
// their sum, and the unique key then holds.
import { Migrator } from 'kysely';
import { databases } from '../../../test/helpers';
import { createTestDatabase } from '../../../test/commerce';
import { migrations } from '../migrations';
import { openDatabase } from '..';

describe.each(databases)('migration 0007-fair-stock (%s)', (kind) => {
  it('merges the split lines of a SKU into the first and makes (member, SKU) unique', async () => {
    const database = await createTestDatabase(kind, { empty: true });
    const { db, dialect, close } = await openDatabase(database.url);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo('0006-purge-indexes')).error).toBeUndefined();
      const { id: memberId } = await db
        .insertInto('member')
        .values({ mobile: '012000777', nick_name: 'n', password_hash: 'h', status: 1, failed_logins: 0, created_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const line = (skuId: number, count: number) => ({
        member_id: memberId,
        shop_id: 1,
        prod_id: 1,
        sku_id: skuId,
        count,
        created_at: 1,
      });
      await db
        .insertInto('cart_item')
        .values([line(5, 3), line(5, 4), line(6, 1), line(5, 2)])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const lines = await db.selectFrom('cart_item').select(['sku_id', 'count']).orderBy('id').execute();
      expect(lines.map((l) => [Number(l.sku_id), Number(l.count)])).toEqual([
        [5, 9],
        [6, 1],
      ]);
      // The message, not the error: better-sqlite3's errors come from another realm, which toThrow may not recognise.
      const second = await db
        .insertInto('cart_item')
        .values(line(6, 1))
        .execute()
        .then(
          () => 'inserted',
          (error: Error) => error.message,
        );
      expect(second).toMatch(/unique|duplicate/i);
    } finally {
      await close();
      await database.drop();
    }
  });
});
