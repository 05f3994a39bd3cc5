import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../dialect';

/** Adds an auto-numbered integer primary key `id`: serial on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite. */
export function idColumn(dialect: DialectName) {
  return <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
