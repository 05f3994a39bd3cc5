import type { Migration } from 'kysely/migration';
import type { DialectName } from '../index';
import { initialSchema } from './0001-initial-schema';

/** Migrations as code, in order; the name is the key Kysely records. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial-schema': initialSchema(dialect),
  };
}
