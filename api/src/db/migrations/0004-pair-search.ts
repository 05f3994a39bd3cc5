import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';

// pg_trgm needs 3 characters. With every character of search_text written twice, a two-character query
// ("芒果" → "芒芒果果") is four, and the trigram index answers it; only one-character queries still scan.
export function pairSearch(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`ALTER TABLE product ADD COLUMN search_pairs text GENERATED ALWAYS AS (regexp_replace(search_text, '(.)', '\\1\\1', 'g')) STORED`.execute(
        db,
      );
      await sql`CREATE INDEX product_search_pairs_trgm_idx ON product USING gin (search_pairs gin_trgm_ops)`.execute(
        db,
      );
    },
  };
}
