import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';

// pg_trgm cannot help a query under 3 characters: a narrow covering index lets PostgreSQL scan search_text
// without reading the wide product rows. (SQLite answers short queries from its trigram vocabulary.)
export function shortSearchCover(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') {
        await sql`CREATE INDEX product_search_cover_idx ON product (search_text) INCLUDE (id)`.execute(db);
      }
    },
  };
}
