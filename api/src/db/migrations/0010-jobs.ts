import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { idColumn } from './portable';

// Background work: the outbox every job is written to in the transaction of the change that causes it (relayed to
// BullMQ when Redis is set, run from this table itself otherwise), and photo uploads waiting for their conversion.
export function jobs(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('job'))
        .addColumn('kind', 'text', (c) => c.notNull())
        // What the job acts on (`photo:12`, `sweep:29411520`): a second job for the same thing is not written.
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        // Each retry asked for by an owner starts a new round (BullMQ's job id is the row's id and its round).
        .addColumn('round', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('run_at', 'bigint', (c) => c.notNull())
        .addColumn('locked_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('job_due_idx').on('job').columns(['status', 'run_at']).execute();

      await withId(db.schema.createTable('photo_upload'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        // null: a banner's or a category's picture
        .addColumn('prod_id', 'integer', (c) => c.references('product.id').onDelete('cascade'))
        .addColumn('original', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error_code', 'integer')
        .addColumn('photo_id', 'integer')
        .addColumn('result', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('photo_upload_status_idx')
        .on('photo_upload')
        .columns(['status', 'staff_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('photo_upload').execute();
      await db.schema.dropTable('job').execute();
    },
  };
}
