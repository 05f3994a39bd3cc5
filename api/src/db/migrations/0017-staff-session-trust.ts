import type { Kysely, Migration } from 'kysely';

// Signing in less often, safely (issue 35 item 8): a staff session says whether its browser was trusted (a longer,
// sliding life) and when its second factor was last given (asked again after STAFF_SECOND_FACTOR_HOURS: 149); and
// an owner's one-time recovery codes, kept as hashes, each used once (used_at), a new set replacing the old.
export function staffSessionTrust(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('staff_session')
        .addColumn('trusted', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // null: no second factor was given in this session (a member without TOTP, or a session from before this)
      await db.schema.alterTable('staff_session').addColumn('second_factor_at', 'bigint').execute();
      await db.schema
        .createTable('staff_recovery_code')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('staff_recovery_code_staff').on('staff_recovery_code').column('staff_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('staff_recovery_code').execute();
      await db.schema.alterTable('staff_session').dropColumn('second_factor_at').execute();
      await db.schema.alterTable('staff_session').dropColumn('trusted').execute();
    },
  };
}
