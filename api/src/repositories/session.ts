import { committedVersionOf, type Db } from '../db';
import { compiledOnce } from './executor';

export async function insertSession(
  db: Db,
  session: { tokenHash: string; memberId: number; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('session')
    .values({
      token_hash: session.tokenHash,
      member_id: session.memberId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

const liveSession = compiledOnce((db) =>
  db
    .selectFrom('session')
    .innerJoin('member', 'member.id', 'session.member_id')
    .select(['session.member_id as memberId', 'member.status as memberStatus', 'session.expires_at as expiresAt'])
    .where('session.token_hash', '=', '')
    .where('session.expires_at', '>', 0)
    .where('session.revoked_at', 'is', null),
);
type LiveSession = Awaited<ReturnType<typeof liveSession>>[number];

// SQLite: the live sessions read since the file last changed. Any commit anywhere (a sign-out, a member disabled,
// in any process) changes the version and empties this, so a revoked token is refused by the very next call;
// only the check costs less (a pragma instead of a join).
const seen = new WeakMap<Db, { version: number; sessions: Map<string, LiveSession> }>();
const SEEN_MAX = 10_000;

/** The live session of a token hash, with its member's status; undefined when unknown, expired or revoked. */
export async function findLiveSession(db: Db, tokenHash: string, now: number): Promise<LiveSession | undefined> {
  const version = committedVersionOf(db)?.();
  let known = version === undefined ? undefined : seen.get(db);
  if (version !== undefined && known?.version !== version) seen.set(db, (known = { version, sessions: new Map() }));
  const session = known?.sessions.get(tokenHash);
  if (session && session.expiresAt > now) return session;
  const [row] = await liveSession(db, [tokenHash, now]);
  if (row && known) {
    if (known.sessions.size >= SEEN_MAX) known.sessions.clear();
    known.sessions.set(tokenHash, row);
  }
  return row;
}

export async function revokeSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, memberId: number, now: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends the member's live sessions but `kept` and the `keep - 1` newest others: the oldest go first. */
export async function revokeSessionsBeyond(
  db: Db,
  memberId: number,
  kept: string,
  keep: number,
  now: number,
): Promise<void> {
  const live = () =>
    db
      .selectFrom('session')
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where('token_hash', '!=', kept);
  const newest = live()
    .select('token_hash')
    .orderBy('created_at', 'desc')
    .orderBy('token_hash', 'desc')
    .limit(keep - 1);
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('token_hash', '!=', kept)
    .where('token_hash', 'not in', newest)
    .execute();
}

/** Removes sessions that can no longer sign anyone in (expired, or revoked by a sign-out). */
export async function deleteDeadSessions(db: Db, now: number): Promise<number> {
  // Two statements, each on its own index (an OR of the two reads the whole table on SQLite).
  const expired = await db.deleteFrom('session').where('expires_at', '<=', now).executeTakeFirst();
  const revoked = await db.deleteFrom('session').where('revoked_at', 'is not', null).executeTakeFirst();
  return Number(expired.numDeletedRows) + Number(revoked.numDeletedRows);
}
