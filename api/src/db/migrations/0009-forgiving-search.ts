import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { searchTextOf } from '../../repositories/product-search';

const BATCH = 2000;

// search_text becomes names and briefs in the search normal form (NFKC, no zero-width characters, Khmer marks in
// order): rewritten for every product, in batches; the triggers and the generated pairs column follow it.
export function forgivingSearch(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (let after = 0; ;) {
        const rows = await db
          .selectFrom('product')
          .select(['id', 'name_kh', 'name_en', 'name_cn', 'brief_kh', 'brief_en', 'brief_cn'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .execute();
        if (rows.length === 0) return;
        for (const row of rows) {
          await db
            .updateTable('product')
            .set({ search_text: searchTextOf(row) })
            .where('id', '=', row.id)
            .execute();
        }
        after = rows[rows.length - 1].id;
      }
    },
  };
}
