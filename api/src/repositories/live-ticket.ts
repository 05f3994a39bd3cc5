// Tickets that open the console's event stream: written by a staff call, taken (deleted) by the stream's request.
import type { Executor } from './executor';

export async function insertLiveTicket(
  db: Executor,
  ticket: { ticketHash: string; sessionHash: string; expiresAt: number },
  now: number,
): Promise<void> {
  // Tickets never taken go with the next one written.
  await db.deleteFrom('staff_live_ticket').where('expires_at', '<=', now).execute();
  await db
    .insertInto('staff_live_ticket')
    .values({ ticket_hash: ticket.ticketHash, session_hash: ticket.sessionHash, expires_at: ticket.expiresAt })
    .execute();
}

/** Takes the ticket once: its staff session's token hash, or undefined when unknown, taken already or expired. */
export async function takeLiveTicket(db: Executor, ticketHash: string, now: number): Promise<string | undefined> {
  const row = await db
    .deleteFrom('staff_live_ticket')
    .where('ticket_hash', '=', ticketHash)
    .returning(['session_hash', 'expires_at'])
    .executeTakeFirst();
  return row && Number(row.expires_at) > now ? row.session_hash : undefined;
}
