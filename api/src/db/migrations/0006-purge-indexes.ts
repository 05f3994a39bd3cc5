import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';

// The sweep deletes expired sessions, checkouts (stock reservations) and verification codes every minute: without
// these it reads the whole table each time, and each table grows with every visitor's sign-in and every SMS.
export function purgeIndexes(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();
      // Revoked sessions are few and purged within a minute: a partial index holds only them.
      await db.schema
        .createIndex('session_revoked_idx')
        .on('session')
        .column('revoked_at')
        .where(sql.ref('revoked_at'), 'is not', null)
        .execute();
      await db.schema.createIndex('checkout_expires_idx').on('checkout').column('expires_at').execute();
      await db.schema
        .createIndex('verification_code_created_idx')
        .on('verification_code')
        .column('created_at')
        .execute();
    },
  };
}
