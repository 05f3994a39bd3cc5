// Composes the Fastify app: plugins, documentation, routes and the one error handler.
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db, DialectName } from './db';
import { defaultConfig, type AppConfig } from './config';
import { ERROR_CODE, MallError, ERROR_MESSAGES, httpStatusFor } from './errors';
import { ErrorBody } from './schemas/common';
import { isDatabaseUnavailable } from './db/errors';
import { registerAuth } from './plugins/auth';
import { registerStaffAuth } from './plugins/staff-auth';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerJobs } from './plugins/jobs';
import { registerLive } from './plugins/live';
import { registerTelegram } from './plugins/telegram';
import { createSmsSender, type SmsSender } from './services/sms';
import { routes } from './routes';
import { CatalogCache } from './services/catalog-cache';
import { lazyRequestLogger } from './lib/lazy-request-logger';
import { createPhotoStorage, type PhotoStorage } from './services/photo-storage';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: DialectName;
    config: AppConfig;
    sms: SmsSender;
    catalogCache: CatalogCache;
    photoStorage: PhotoStorage;
  }
}

// A NUL byte (PostgreSQL text refuses it) or half a surrogate pair (no UTF-8 for it) is never a shopper's text.
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what is looked for
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What no schema can refuse by itself: Infinity (ajv coerces "1e400" to it and lets it past limits) and bad text. */
function badValue(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : 'a number is out of range';
  if (typeof value === 'string') return BAD_TEXT.test(value) ? 'text holds a NUL or an unpaired surrogate' : undefined;
  if (value === null || typeof value !== 'object' || depth > 8) return undefined;
  for (const [key, v] of Object.entries(value)) {
    const bad = badValue(key) ?? badValue(v, depth + 1);
    if (bad) return bad;
  }
  return undefined;
}

/** The error catalogue as the OpenAPI document lists it: code, message, HTTP status. */
const CODE_LIST = Object.entries(ERROR_MESSAGES)
  .map(([code, message]) => `${code} ${message} (HTTP ${httpStatusFor(Number(code))})`)
  .join('; ');

export interface BuildAppOptions {
  db: Db;
  dialect: DialectName;
  config?: Partial<AppConfig>;
  logger?: boolean;
  sms?: SmsSender;
  photoStorage?: PhotoStorage;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const config: AppConfig = { ...defaultConfig(), ...opts.config };
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    trustProxy: config.trustProxy,
    // A client that sends its request a byte at a time is cut off (408) wherever the API is reached without a proxy
    // in front; Node checks the time-outs every connectionsCheckingInterval (30 s by default: too coarse for them).
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    // Two log lines per request cost more than the request itself; failures are logged below.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: true,
        allErrors: false,
        strictNumbers: true,
      },
    },
    // A path that is not valid percent-encoded UTF-8 never reaches a route: it is the request's fault (99).
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply)
        .status(400)
        .send({ codeId: ERROR_CODE.badRequest, msg: `${ERROR_MESSAGES[ERROR_CODE.badRequest]}: ${error.message}` }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerSecurityHeaders(app, config);
  app.decorate('db', opts.db);
  app.decorate('dialect', opts.dialect);
  app.decorate('config', config);
  const catalogCache = new CatalogCache({ ttlMs: config.catalogCacheMs });
  app.decorate('catalogCache', catalogCache);
  app.addHook('onClose', async () => catalogCache.dispose());
  app.decorate('sms', opts.sms ?? createSmsSender(config, (line) => app.log.info(line)));
  app.decorate('photoStorage', opts.photoStorage ?? createPhotoStorage(config.photos));
  registerJobs(app);
  registerLive(app);
  registerTelegram(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof MallError) {
      return reply.status(httpStatusFor(error.codeId)).send({ codeId: error.codeId, msg: error.message });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ codeId: ERROR_CODE.badRequest, msg: `${ERROR_MESSAGES[ERROR_CODE.badRequest]}: ${error.message}` });
    }
    // Malformed JSON, an unsupported content type, a body too large: the request is wrong, not the server.
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(400)
        .send({ codeId: ERROR_CODE.badRequest, msg: `${ERROR_MESSAGES[ERROR_CODE.badRequest]}: ${error.message}` });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ codeId: ERROR_CODE.serviceUnavailable, msg: ERROR_MESSAGES[ERROR_CODE.serviceUnavailable] });
    }
    request.log.error({ err: error }, 'unexpected fault');
    return reply.status(500).send({ codeId: ERROR_CODE.requestFailed, msg: ERROR_MESSAGES[ERROR_CODE.requestFailed] });
  });
  // Hooks on every request take a callback: an async hook costs a promise and a tick per request.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 400) {
      request.log.info(
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'failed request',
      );
    }
    done();
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ codeId: ERROR_CODE.notFound, msg: ERROR_MESSAGES[ERROR_CODE.notFound] }),
  );

  // One check for every route, after validation (which makes "1e400" a number) and before any handler.
  app.addHook('preHandler', (request, _reply, done) => {
    const bad = badValue(request.params) ?? badValue(request.query) ?? badValue(request.body);
    done(bad ? new MallError(ERROR_CODE.badRequest, `${ERROR_MESSAGES[ERROR_CODE.badRequest]}: ${bad}`) : undefined);
  });

  // Every API route documents (and serialises) its failures the same way.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || !route.schema) return;
    const response = (route.schema.response ?? {}) as Record<string, unknown>;
    route.schema.response = { ...response, '4xx': response['4xx'] ?? ErrorBody, '5xx': response['5xx'] ?? ErrorBody };
  });

  // The shop's pages call the API as /api through their own server; a page on another origin is let in by name only.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Device', 'Accept-Language'],
    });
  }
  // JSON and SVG answers past 1 KiB, for clients that ask (BENCHMARKS.md); request bodies are never inflated.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Phnom Penh Mall API',
        version: '1.0.0',
        description:
          'Success: HTTP 200 `{ data }`. Failure: `{ codeId, msg }` with the status of the error catalogue. ' +
          'Money is US dollars (two decimals at most); times are ISO 8601 with +07:00; localised text comes as ' +
          'the plain field (in Accept-Language km|en|zh, English by default) plus its Kh/En/Cn variants.\n\n' +
          `Codes: ${CODE_LIST}.`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  // Production leaves the viewer out (a map of every call for whoever looks) unless API_DOCS=1.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await registerRateLimits(app);
  registerAuth(app);
  registerStaffAuth(app);
  for (const { plugin } of routes) {
    await app.register(plugin, { prefix: '/api' });
  }
  return app;
}
