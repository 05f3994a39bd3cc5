// The console's live updates: what happens to orders, told to every staff member's open console over server-sent
// events. One bus per API process: in-process without Redis; with REDIS_URL a Redis channel that every API instance
// publishes to and listens on, so an order placed through one instance reaches a console connected to another.
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { clock } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import type { Executor } from '../repositories/executor';
import { insertLiveTicket, takeLiveTicket } from '../repositories/live-ticket';
import { findStaffSession } from '../repositories/staff';
import type { AppConfig } from '../config';
import { secondFactorDue } from './staff';
import type { Staff } from '../db/schema';
import { hashToken, newToken } from './auth-tokens';

/** An order placed (status 1) or moved: consoles refresh their lists and counts. */
export interface LiveEvent {
  type: 'order';
  orderNumber: string;
  status: number;
}

export interface LiveBus {
  /** Tells every console (on every API instance); never throws (a console that misses one catches up on reload). */
  publish(event: LiveEvent): void;
  /** Listens on this process's share of the bus; returns the way to stop. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'mall:live';

function inProcessBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => void emitter.emit(CHANNEL, event),
    subscribe(listener) {
      emitter.on(CHANNEL, listener);
      return () => void emitter.off(CHANNEL, listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/** Publishing and listening take a connection each (a subscribed Redis connection does nothing else). */
function redisBus(redisUrl: string, onError: (error: unknown) => void): LiveBus {
  const local = inProcessBus();
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  const connect = () => {
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    connection.on('error', onError);
    return connection;
  };
  const listen = () => {
    if (subscriber) return;
    subscriber = connect();
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        local.publish(JSON.parse(message) as LiveEvent);
      } catch (error) {
        onError(error);
      }
    });
    subscriber.subscribe(CHANNEL).catch(onError);
  };
  return {
    publish(event) {
      publisher ??= connect();
      publisher.publish(CHANNEL, JSON.stringify(event)).catch(onError);
    },
    subscribe(listener) {
      listen();
      return local.subscribe(listener);
    },
    async close() {
      await local.close();
      await Promise.all([publisher, subscriber].map((connection) => connection?.quit().catch(() => undefined)));
    },
  };
}

export function createLiveBus(redisUrl: string | undefined, onError: (error: unknown) => void): LiveBus {
  return redisUrl ? redisBus(redisUrl, onError) : inProcessBus();
}

/** How long a ticket opens the stream: long enough to open it, too short to be worth stealing from a log. */
export const LIVE_TICKET_MS = 30_000;

/** A one-time ticket for the signed-in staff member's event stream (EventSource cannot send the bearer token). */
export async function issueLiveTicket(db: Executor, sessionHash: string) {
  const ticket = newToken();
  const now = clock.now();
  await insertLiveTicket(db, { ticketHash: hashToken(ticket), sessionHash, expiresAt: now + LIVE_TICKET_MS }, now);
  return { ticket, expiresInMs: LIVE_TICKET_MS };
}

/** Whose stream a ticket opens; 130 when it is unknown, used or expired, or its session is over. */
export async function openLiveTicket(
  db: Executor,
  config: AppConfig,
  ticket: string,
): Promise<{ staff: Staff; sessionHash: string }> {
  const sessionHash = await takeLiveTicket(db, hashToken(ticket), clock.now());
  const staff = sessionHash ? await liveStaff(db, config, sessionHash) : undefined;
  if (!staff || !sessionHash) throw new MallError(ERROR_CODE.staffSignInRequired);
  return { staff, sessionHash };
}

/** The staff member of a live session, still allowed to follow orders (owners and orders members, not disabled, their
 * second factor not due again); else undefined. */
export async function liveStaff(db: Executor, config: AppConfig, sessionHash: string): Promise<Staff | undefined> {
  const now = clock.now();
  const found = await findStaffSession(db, sessionHash, now);
  if (!found) return undefined;
  const { staff, session } = found;
  const allowed = staff.disabled !== 1 && (staff.role === 'owner' || staff.role === 'orders');
  return allowed && !secondFactorDue(config, staff, session, now) ? staff : undefined;
}
