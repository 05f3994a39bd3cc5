import type { Db } from '../db';

export async function lastCodeSentTo(db: Db, mobile: string) {
  return db
    .selectFrom('verification_code')
    .select(['id', 'created_at'])
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertCode(
  db: Db,
  code: { mobile: string; purpose: number; codeHash: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('verification_code')
    .values({
      mobile: code.mobile,
      purpose: code.purpose,
      code_hash: code.codeHash,
      attempts: 0,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The newest unused code for a mobile and purpose. */
export async function latestUnusedCode(db: Db, mobile: string, purpose: number) {
  return db
    .selectFrom('verification_code')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countWrongAttempt(db: Db, id: number): Promise<void> {
  await db.updateTable('verification_code').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db.updateTable('verification_code').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes codes created before `before` (kept a day after use or expiry: the daily cap counts them). */
export async function deleteCodesCreatedBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('verification_code').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
