// Per-client request limits (@fastify/rate-limit): in this process's memory, or in Redis (REDIS_URL) so that every
// API process counts against one limit. A route opts in with `config: { rateLimit: rateLimit(app, 'auth') }`; every
// staff call has one through staffOnly.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ERROR_CODE, MallError } from '../errors';

export type LimitKind = 'auth' | 'browse' | 'staff' | 'staffCostly';

/** A signed-in member of staff is counted as themselves wherever they are; anyone else by client address. */
function staffOrAddress(request: FastifyRequest): string {
  return request.staff ? `staff:${request.staff.id}` : request.ip;
}

/** The rate-limit option of a route of that kind: the configured number of requests a minute per client. */
export function rateLimit(app: FastifyInstance, kind: LimitKind) {
  const { config } = app;
  switch (kind) {
    case 'auth':
      return { max: config.authRequestsPerMinute, timeWindow: 60_000 };
    case 'browse':
      return { max: config.browseRequestsPerMinute, timeWindow: 60_000 };
    case 'staff':
      return { max: config.staffRequestsPerMinute, timeWindow: 60_000, keyGenerator: staffOrAddress };
    case 'staffCostly':
      return { max: config.staffCostlyRequestsPerMinute, timeWindow: 60_000, keyGenerator: staffOrAddress };
  }
}

type Counted = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * The counts of one process (no REDIS_URL). The plugin's own memory store hands every request of a burst the same
 * counting object, so requests that arrive in one tick all read the burst's final count and are all refused; here
 * each request reads its own count. At most MAX_KEYS clients are remembered (the oldest forgotten first).
 */
class MemoryStore {
  static readonly MAX_KEYS = 10_000;
  private readonly counts = new Map<string, { current: number; endsAt: number }>();

  incr(key: string, done: Counted, timeWindow: number): void {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.endsAt <= now) {
      this.counts.delete(key);
      if (this.counts.size >= MemoryStore.MAX_KEYS) this.counts.delete(this.counts.keys().next().value!);
      entry = { current: 0, endsAt: now + timeWindow };
      this.counts.set(key, entry);
    }
    entry.current += 1;
    done(null, { current: entry.current, ttl: entry.endsAt - now });
  }

  read(key: string, done: Counted, timeWindow: number): void {
    const now = Date.now();
    const entry = this.counts.get(key);
    done(
      null,
      entry && entry.endsAt > now
        ? { current: entry.current, ttl: entry.endsAt - now }
        : { current: 0, ttl: timeWindow },
    );
  }

  child(): MemoryStore {
    return new MemoryStore();
  }
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { redisUrl } = app.config;
  // A Redis that does not answer must not stop the shop: a command fails after one retry and the request passes
  // (skipOnError), counted again once Redis is back.
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis } : { store: MemoryStore }),
    nameSpace: 'mall-rate-limit:',
    skipOnError: true,
    errorResponseBuilder: () => new MallError(ERROR_CODE.tooManyAttempts),
  });
  // The OpenAPI document says which calls are limited and how.
  app.addHook('onRoute', (route) => {
    const limit = (route.config as { rateLimit?: { max: number; keyGenerator?: unknown } } | undefined)?.rateLimit;
    if (!limit || !route.schema) return;
    const who = limit.keyGenerator ? 'one member of staff (one client address before sign-in)' : 'one client address';
    const note = `At most ${limit.max} requests a minute from ${who}; beyond that HTTP 429 with codeId 123.`;
    route.schema.description = route.schema.description ? `${route.schema.description}\n\n${note}` : note;
  });
}
