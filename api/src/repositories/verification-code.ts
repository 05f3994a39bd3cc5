import type { Db } from '../db';

/**
 * Counts a code for a mobile, or refuses (false) when its last code is younger than `intervalMs` or it has had
 * `perDay` codes in the 24 hours since its first one. One upsert decides, so parallel asks cannot slip past.
 */
export async function takeCodeQuota(
  db: Db,
  mobile: string,
  now: number,
  rule: { intervalMs: number; perDay: number },
): Promise<boolean> {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const row = await db
    .insertInto('code_quota')
    .values({ mobile, day_started_at: now, sent: 1, last_sent_at: now })
    .onConflict((oc) =>
      oc
        .column('mobile')
        .doUpdateSet((eb) => {
          const newDay = eb('code_quota.day_started_at', '<=', now - DAY_MS);
          return {
            day_started_at: eb.case().when(newDay).then(now).else(eb.ref('code_quota.day_started_at')).end(),
            sent: eb
              .case()
              .when(newDay)
              .then(1)
              .else(eb('code_quota.sent', '+', 1))
              .end(),
            last_sent_at: now,
          };
        })
        .where((eb) =>
          eb.and([
            eb('code_quota.last_sent_at', '<=', now - rule.intervalMs),
            eb.or([eb('code_quota.day_started_at', '<=', now - DAY_MS), eb('code_quota.sent', '<', rule.perDay)]),
          ]),
        ),
    )
    .returning('mobile')
    .executeTakeFirst();
  return row !== undefined;
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

/**
 * Takes one guess at a live code in one statement: the count goes up only while it is under `maxAttempts`, so a
 * burst of parallel guesses gets at most `maxAttempts` looks at the hash. Undefined: no guess left (or the code
 * expired or was used).
 */
export async function takeGuess(
  db: Db,
  id: number,
  now: number,
  maxAttempts: number,
): Promise<{ code_hash: string } | undefined> {
  return db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('code_hash')
    .executeTakeFirst();
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes codes created before `before` (kept a day after use or expiry: the daily cap counts them). */
export async function deleteCodesCreatedBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('verification_code').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
