// Per-client request limits (@fastify/rate-limit): in this process's memory, or in Redis (REDIS_URL) so that every
// API process counts against one limit. A route opts in with `config: { rateLimit: rateLimit(app, 'auth') }`.
import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ERROR_CODE, MallError } from '../errors';

export type LimitKind = 'auth' | 'browse';

/** The rate-limit option of a route of that kind: the configured number of requests a minute per client address. */
export function rateLimit(app: FastifyInstance, kind: LimitKind) {
  return {
    max: kind === 'auth' ? app.config.authRequestsPerMinute : app.config.browseRequestsPerMinute,
    timeWindow: 60_000,
  };
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
    redis,
    nameSpace: 'mall-rate-limit:',
    skipOnError: true,
    errorResponseBuilder: () => new MallError(ERROR_CODE.tooManyAttempts),
  });
  // The OpenAPI document says which calls are limited and how.
  app.addHook('onRoute', (route) => {
    const limit = (route.config as { rateLimit?: { max: number } } | undefined)?.rateLimit;
    if (!limit || !route.schema) return;
    const note = `At most ${limit.max} requests a minute from one client address; beyond that HTTP 429 with codeId 123.`;
    route.schema.description = route.schema.description ? `${route.schema.description}\n\n${note}` : note;
  });
}
