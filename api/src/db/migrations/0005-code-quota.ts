import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

// One row a mobile: when its current day of verification codes began, how many it has had, and the last one.
// Kept apart from the codes themselves so that purging expired codes does not reset the daily cap.
export function codeQuota(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('code_quota')
        .addColumn('mobile', 'text', (c) => c.primaryKey())
        .addColumn('day_started_at', 'bigint', (c) => c.notNull())
        .addColumn('sent', 'integer', (c) => c.notNull())
        .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
