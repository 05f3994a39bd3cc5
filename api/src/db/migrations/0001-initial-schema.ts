import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { idColumn } from './portable';

// Portable DDL: integers for ids, cents, flags and counts; bigint for epoch milliseconds; text for the rest.
export function initialSchema(dialect: DialectName): Migration {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('member'))
        .addColumn('mobile', 'text', (c) => c.notNull().unique())
        .addColumn('nick_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('session')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('session_member_idx').on('session').columns(['member_id', 'revoked_at']).execute();

      await withId(db.schema.createTable('verification_code'))
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('purpose', 'integer', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('verification_code_mobile_idx')
        .on('verification_code')
        .columns(['mobile', 'purpose', 'created_at'])
        .execute();

      await withId(db.schema.createTable('category'))
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name_kh', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('pic', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('category_parent_idx').on('category').columns(['parent_id', 'seq']).execute();

      await withId(db.schema.createTable('product'))
        .addColumn('shop_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('name_kh', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('brief_kh', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('brief_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('brief_cn', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content_kh', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content_cn', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('pic', 'text', (c) => c.notNull())
        .addColumn('imgs', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('ori_price_cents', 'integer', (c) => c.notNull())
        .addColumn('sold_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // One index per sort order of the product lists (recommended = id), each led by the on-sale flag.
      await db.schema
        .createIndex('product_status_price_idx')
        .on('product')
        .columns(['status', 'price_cents', 'id'])
        .execute();
      await db.schema
        .createIndex('product_status_sold_idx')
        .on('product')
        .columns(['status', 'sold_num', 'id'])
        .execute();
      await db.schema
        .createIndex('product_status_created_idx')
        .on('product')
        .columns(['status', 'created_at', 'id'])
        .execute();
      await db.schema.createIndex('product_status_id_idx').on('product').columns(['status', 'id']).execute();
      if (dialect === 'postgres') {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
        await sql`CREATE INDEX product_search_trgm_idx ON product USING gin (search_text gin_trgm_ops)`.execute(db);
      } else {
        // An external-content FTS5 index over product.search_text, kept in step by triggers.
        await sql`CREATE VIRTUAL TABLE product_search USING fts5(search_text, content='product', content_rowid='id', tokenize='trigram')`.execute(
          db,
        );
        await sql`CREATE TRIGGER product_search_ai AFTER INSERT ON product BEGIN
          INSERT INTO product_search(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
        await sql`CREATE TRIGGER product_search_ad AFTER DELETE ON product BEGIN
          INSERT INTO product_search(product_search, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`.execute(
          db,
        );
        await sql`CREATE TRIGGER product_search_au AFTER UPDATE OF search_text ON product BEGIN
          INSERT INTO product_search(product_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
          INSERT INTO product_search(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
      }

      await db.schema
        .createTable('product_category')
        .addColumn('prod_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('product_category_pk', ['prod_id', 'category_id'])
        .execute();
      await db.schema
        .createIndex('product_category_category_idx')
        .on('product_category')
        .columns(['category_id', 'prod_id'])
        .execute();

      await withId(db.schema.createTable('tag'))
        .addColumn('title_kh', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('title_cn', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('style', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('product_tag')
        .addColumn('prod_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('product_tag_pk', ['tag_id', 'prod_id'])
        .execute();
      await db.schema.createIndex('product_tag_prod_idx').on('product_tag').columns(['prod_id']).execute();

      await withId(db.schema.createTable('spec'))
        .addColumn('prod_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name_kh', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('spec_prod_idx').on('spec').columns(['prod_id', 'seq']).execute();

      await withId(db.schema.createTable('spec_value'))
        .addColumn('spec_id', 'integer', (c) => c.notNull().references('spec.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('value_kh', 'text', (c) => c.notNull())
        .addColumn('value_en', 'text', (c) => c.notNull())
        .addColumn('value_cn', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('spec_value_spec_idx').on('spec_value').columns(['spec_id', 'seq']).execute();

      await withId(db.schema.createTable('sku'))
        .addColumn('prod_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('spec_values', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('name_kh', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('ori_price_cents', 'integer', (c) => c.notNull())
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pic', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('sku_prod_idx').on('sku').columns(['prod_id', 'status']).execute();

      await withId(db.schema.createTable('banner'))
        .addColumn('img_url', 'text', (c) => c.notNull())
        .addColumn('prod_id', 'integer', (c) => c.references('product.id').onDelete('set null'))
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('hot_search'))
        .addColumn('title_kh', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('title_cn', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('site_setting')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('cart_item'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('shop_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('prod_id', 'integer', (c) => c.notNull())
        .addColumn('sku_id', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cart_item_member_idx').on('cart_item').columns(['member_id', 'sku_id']).execute();

      await withId(db.schema.createTable('address'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('receiver', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('addr', 'text', (c) => c.notNull())
        .addColumn('addr_type', 'integer', (c) => c.notNull())
        .addColumn('common_addr', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('address_member_idx').on('address').columns(['member_id', 'common_addr']).execute();

      await db.schema
        .createTable('favorite')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('prod_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('favorite_pk', ['member_id', 'prod_id'])
        .execute();
      await db.schema
        .createIndex('favorite_member_created_idx')
        .on('favorite')
        .columns(['member_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('checkout')
        .addColumn('order_number', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('checkout_member_idx').on('checkout').columns(['member_id', 'created_at']).execute();

      await db.schema
        .createTable('order')
        .addColumn('order_number', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('product_amount_cents', 'integer', (c) => c.notNull())
        .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('payment_method', 'integer', (c) => c.notNull())
        .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('rec_time', 'bigint', (c) => c.notNull())
        .addColumn('receiver', 'text', (c) => c.notNull())
        .addColumn('receiver_mobile', 'text', (c) => c.notNull())
        .addColumn('addr', 'text', (c) => c.notNull())
        .addColumn('addr_type', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('pay_time', 'bigint')
        .addColumn('ship_time', 'bigint')
        .addColumn('finish_time', 'bigint')
        .addColumn('cancel_time', 'bigint')
        .addColumn('estimated_delivery_time', 'bigint', (c) => c.notNull())
        .addColumn('deleted_at', 'bigint')
        .execute();
      // The member's order list (by status, newest first) and the sweeps over unpaid/shipped orders.
      await db.schema
        .createIndex('order_member_status_idx')
        .on('order')
        .columns(['member_id', 'status', 'create_time'])
        .execute();
      await db.schema
        .createIndex('order_member_created_idx')
        .on('order')
        .columns(['member_id', 'create_time'])
        .execute();
      await db.schema.createIndex('order_status_created_idx').on('order').columns(['status', 'create_time']).execute();

      await withId(db.schema.createTable('order_item'))
        .addColumn('order_number', 'text', (c) => c.notNull().references('order.order_number').onDelete('cascade'))
        .addColumn('shop_id', 'integer', (c) => c.notNull())
        .addColumn('prod_id', 'integer', (c) => c.notNull())
        .addColumn('sku_id', 'integer', (c) => c.notNull())
        .addColumn('prod_name_kh', 'text', (c) => c.notNull())
        .addColumn('prod_name_en', 'text', (c) => c.notNull())
        .addColumn('prod_name_cn', 'text', (c) => c.notNull())
        .addColumn('sku_name_kh', 'text', (c) => c.notNull())
        .addColumn('sku_name_en', 'text', (c) => c.notNull())
        .addColumn('sku_name_cn', 'text', (c) => c.notNull())
        .addColumn('pic', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('prod_count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_item_order_idx').on('order_item').columns(['order_number']).execute();

      await withId(db.schema.createTable('order_event'))
        .addColumn('order_number', 'text', (c) => c.notNull().references('order.order_number').onDelete('cascade'))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_event_order_idx')
        .on('order_event')
        .columns(['order_number', 'time'])
        .execute();

      await withId(db.schema.createTable('payment'))
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('order_numbers', 'text', (c) => c.notNull())
        .addColumn('pay_type', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .execute();
      await db.schema.createIndex('payment_member_idx').on('payment').columns(['member_id', 'created_at']).execute();
      await db.schema.createIndex('payment_status_idx').on('payment').columns(['status', 'expires_at']).execute();
    },
  };
}
