import type { Executor } from './executor';

export async function isFavorite(db: Executor, memberId: number, prodId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favorite')
    .select('prod_id')
    .where('member_id', '=', memberId)
    .where('prod_id', '=', prodId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the favourite unless it is there already (then false): one statement, so a parallel add cannot fail it. */
export async function addFavorite(db: Executor, memberId: number, prodId: number, now: number): Promise<boolean> {
  const result = await db
    .insertInto('favorite')
    .values({ member_id: memberId, prod_id: prodId, created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'prod_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function removeFavorite(db: Executor, memberId: number, prodId: number): Promise<number> {
  const result = await db
    .deleteFrom('favorite')
    .where('member_id', '=', memberId)
    .where('prod_id', '=', prodId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The member's favourite products still on sale, newest favourite first. */
export async function pageFavoriteProductIds(
  db: Executor,
  memberId: number,
  offset: number,
  limit: number,
): Promise<{ prodIds: number[]; total: number }> {
  const base = db
    .selectFrom('favorite')
    .innerJoin('product', 'product.id', 'favorite.prod_id')
    .where('favorite.member_id', '=', memberId)
    .where('product.status', '=', 1);
  const [rows, count] = await Promise.all([
    base
      .select('favorite.prod_id')
      .orderBy('favorite.created_at', 'desc')
      .orderBy('favorite.prod_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { prodIds: rows.map((r) => Number(r.prod_id)), total: Number(count.n) };
}
