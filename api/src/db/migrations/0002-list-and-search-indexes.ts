import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';

// Lists filter on status and shop: both lead every list index, so a page and its count read only the index.
// SQLite's search table keeps its own copy of search_text with ' |' appended, so that every one- or two-character
// substring starts some trigram: a short query looks its trigrams up in the vocabulary instead of scanning.
export function listAndSearchIndexes(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const name of [
        'product_status_price_idx',
        'product_status_sold_idx',
        'product_status_created_idx',
        'product_status_id_idx',
      ]) {
        await db.schema.dropIndex(name).ifExists().execute();
      }
      await db.schema.createIndex('product_list_id_idx').on('product').columns(['status', 'shop_id', 'id']).execute();
      await db.schema
        .createIndex('product_list_price_idx')
        .on('product')
        .columns(['status', 'shop_id', 'price_cents', 'id'])
        .execute();
      await db.schema
        .createIndex('product_list_sold_idx')
        .on('product')
        .columns(['status', 'shop_id', 'sold_num', 'id'])
        .execute();
      await db.schema
        .createIndex('product_list_created_idx')
        .on('product')
        .columns(['status', 'shop_id', 'created_at', 'id'])
        .execute();
      if (dialect === 'sqlite') {
        for (const trigger of ['product_search_ai', 'product_search_ad', 'product_search_au']) {
          await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
        }
        await sql`DROP TABLE IF EXISTS product_search`.execute(db);
        await sql`CREATE VIRTUAL TABLE product_search USING fts5(search_text, tokenize='trigram')`.execute(db);
        await sql`INSERT INTO product_search(rowid, search_text) SELECT id, search_text || ' |' FROM product`.execute(
          db,
        );
        await sql`CREATE VIRTUAL TABLE product_search_terms USING fts5vocab(product_search, 'row')`.execute(db);
        await sql`CREATE TRIGGER product_search_ai AFTER INSERT ON product BEGIN
          INSERT INTO product_search(rowid, search_text) VALUES (new.id, new.search_text || ' |'); END`.execute(db);
        await sql`CREATE TRIGGER product_search_ad AFTER DELETE ON product BEGIN
          DELETE FROM product_search WHERE rowid = old.id; END`.execute(db);
        await sql`CREATE TRIGGER product_search_au AFTER UPDATE OF search_text ON product BEGIN
          UPDATE product_search SET search_text = new.search_text || ' |' WHERE rowid = old.id; END`.execute(db);
      }
    },
  };
}
