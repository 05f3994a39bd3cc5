// 0019-shopper-telegram on a database with SMS already recorded: order_notice is keyed by channel now, each SMS row
// kept as the channel 'sms' (so no SMS is sent again), and a Telegram row beside it; down goes back to SMS only.
import { Migrator, sql } from 'kysely';
import { databases } from '../../../test/helpers';
import { createTestDatabase } from '../../../test/commerce';
import { migrations } from '../migrations';
import { openDatabase } from '..';

describe.each(databases)('migration 0019-shopper-telegram (%s)', (kind) => {
  it('keeps the SMS sent as channel sms, takes a Telegram row beside each, and goes down again', async () => {
    const database = await createTestDatabase(kind, { empty: true });
    const { db, dialect, close } = await openDatabase(database.url);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo('0016-shopper-notices')).error).toBeUndefined();
      await sql`insert into order_notice (order_number, event, status, created_at)
        values ('N1', 'placed', 'sent', 1), ('N1', 'paid', 'sending', 2)`.execute(db);
      expect((await migrator.migrateTo('0019-shopper-telegram')).error).toBeUndefined();
      const rows = await db
        .selectFrom('order_notice')
        .select(['order_number', 'event', 'channel', 'status'])
        .orderBy('created_at')
        .execute();
      expect(rows).toEqual([
        { order_number: 'N1', event: 'placed', channel: 'sms', status: 'sent' },
        { order_number: 'N1', event: 'paid', channel: 'sms', status: 'sending' },
      ]);
      await db
        .insertInto('order_notice')
        .values({ order_number: 'N1', event: 'placed', channel: 'telegram', status: 'sent', created_at: 3 })
        .execute();
      const again = await db
        .insertInto('order_notice')
        .values({ order_number: 'N1', event: 'placed', channel: 'telegram', status: 'sent', created_at: 4 })
        .execute()
        .then(
          () => 'inserted',
          (error: Error) => error.message,
        );
      expect(again).toMatch(/unique|duplicate/i);

      expect((await migrator.migrateTo('0016-shopper-notices')).error).toBeUndefined();
      const back = await sql<{ event: string }>`select event from order_notice order by created_at`.execute(db);
      expect(back.rows.map((row) => row.event)).toEqual(['placed', 'paid']);
    } finally {
      await close();
      await database.drop();
    }
  });
});
