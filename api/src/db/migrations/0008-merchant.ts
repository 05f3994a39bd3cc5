import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { idColumn } from './portable';

// The merchant console: staff (their own accounts, sessions and set-up links, apart from members), the audit log,
// uploaded photos, and a `version` on every row staff edit (optimistic concurrency: docs/MERCHANT-API.md).
export function merchant(dialect: DialectName): Migration {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('staff'))
        .addColumn('login', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('totp_secret', 'text')
        .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('totp_last_step', 'bigint')
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('staff_session')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('staff_session_staff_idx').on('staff_session').columns(['staff_id']).execute();

      await db.schema
        .createTable('staff_setup')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await withId(db.schema.createTable('audit_log'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_time_idx').on('audit_log').columns(['time', 'id']).execute();
      await db.schema.createIndex('audit_log_staff_idx').on('audit_log').columns(['staff_id', 'time']).execute();
      await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'time']).execute();

      await withId(db.schema.createTable('photo'))
        .addColumn('prod_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('placeholder', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('photo_prod_idx').on('photo').columns(['prod_id', 'seq']).execute();
      await db.schema.createIndex('photo_hash_idx').on('photo').columns(['hash']).execute();

      for (const table of ['product', 'sku', 'category', 'tag', 'banner', 'hot_search', 'site_setting']) {
        await db.schema
          .alterTable(table)
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      }
      // A banner's picture per language (img_url stays the English one, and the one shown when another is empty).
      await db.schema
        .alterTable('banner')
        .addColumn('img_url_kh', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('banner')
        .addColumn('img_url_cn', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('product')
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`UPDATE product SET updated_at = created_at`.execute(db);
      // The console's lists: newest edits first, and by name (all products, on sale or not).
      await db.schema.createIndex('product_updated_idx').on('product').columns(['updated_at', 'id']).execute();
      await db.schema.createIndex('product_name_en_idx').on('product').columns(['name_en', 'id']).execute();
      // "Out of" and "low in" stock look at each product's live SKUs' counts: from this index alone.
      await db.schema.createIndex('sku_prod_stock_idx').on('sku').columns(['prod_id', 'status', 'stock']).execute();
    },
  };
}
