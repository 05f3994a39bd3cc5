// Runtime configuration, read from the environment and validated in one place.
import path from 'node:path';

export type SmsSenderKind = 'dev' | 'http';

/** The only modes: anything else (`Production`, `prod`, ` production`) refuses to start rather than mean development. */
export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface SmsGatewayConfig {
  url: string;
  user: string;
  password: string;
  senderId: string;
  timeoutMs: number;
  retries: number;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  nodeEnv: NodeEnv;
  smsSender: SmsSenderKind;
  /** The HTTP gateway (SMS_SENDER=http). */
  smsGateway: SmsGatewayConfig | undefined;
  tokenTtlDays: number;
  paymentWindowMinutes: number;
  /** A file name in services/payment-providers/ (checked when the app starts); it reads its settings from env. */
  paymentProvider: string;
  sandboxPaymentSecret: string;
  /** Staging only: lets NODE_ENV=production run the sandbox payment provider (no real money moves). */
  allowSandboxPayments: boolean;
  /** How long catalogue answers are cached in this process (0: off); other processes may show stock this old. */
  catalogCacheMs: number;
  /** Verification codes one mobile may have in 24 hours (SMS cost, and guesses at an account). */
  codesPerMobilePerDay: number;
  /** Requests a minute from one client address: getVcode, register, login, forget (each) / product lists and search. */
  authRequestsPerMinute: number;
  browseRequestsPerMinute: number;
  /** Requests a minute to one staff call from one member of staff (one client address before sign-in) / to a costly
   * one: invites, photo and picture uploads, the CSV export and import. */
  staffRequestsPerMinute: number;
  staffCostlyRequestsPerMinute: number;
  /** Where the limits are counted: unset, this process; a Redis URL, every process that names it. */
  redisUrl: string | undefined;
  /** Fastify's trustProxy: behind a reverse proxy the client address comes from X-Forwarded-For. */
  trustProxy: boolean | string;
  /** Origins whose pages may call the API from another origin (CORS); none when the shop reaches it as /api. */
  corsOrigins: string[];
  /** The environment this was read from, for settings a payment provider reads itself. */
  env: Readonly<Record<string, string | undefined>>;
  /** The server's PostgreSQL pool. */
  pgPool: PgPoolSettings;
  /** Where shoppers and staff reach the shop (scheme, host, port): staff set-up links start with it. */
  publicOrigin: string;
  /** Uploaded photos: where they are kept and how large an upload may be. */
  photos: PhotoSettings;
  /** Fair stock: orders one member may have waiting for payment at once. */
  maxUnpaidOrders: number;
  /** Fair stock: units of one SKU in one order or one cart line, for a product whose merchant set no maximum. */
  maxUnitsPerSku: number;
  /** Live sessions one member may have; a new sign-in ends the oldest beyond it. */
  maxSessionsPerMember: number;
  /** The most a client may take to send a whole request (headers and body) / its headers; then 408 and closed. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Serve the OpenAPI viewer at /api/docs (default: on outside production). */
  apiDocs: boolean;
  /** Background jobs (services/jobs): on BullMQ when redisUrl is set, from the database's outbox otherwise. */
  jobs: JobSettings;
  /** The shop's Telegram bot: new orders to its orders chat (services/telegram.ts); off without a token and chat. */
  telegram: TelegramSettings;
  /** How often an open console's event stream gets a heartbeat (and its staff session is checked). */
  liveHeartbeatMs: number;
  /** How long staff stay signed in, and how often their authenticator's code is asked again. */
  staffSessions: StaffSessionSettings;
}

export interface StaffSessionSettings {
  /** A browser not trusted at sign-in: the session ends this many hours after it began (STAFF_SESSION_HOURS). */
  hours: number;
  /** A trusted browser: the session ends after this many days without a call (STAFF_TRUSTED_SESSION_DAYS). */
  trustedDays: number;
  /** A member with TOTP gives a code again after this many hours in any session (STAFF_SECOND_FACTOR_HOURS): 149. */
  secondFactorHours: number;
}

export interface TelegramSettings {
  token: string | undefined;
  ordersChatId: string | undefined;
  /** Where stock at the low-stock line is told (besides linked owners and catalogue members). */
  catalogueChatId: string | undefined;
  /** The Bot API's address: Telegram's, or a self-hosted Bot API server's. */
  apiRoot: string;
  language: 'km' | 'en' | 'zh';
  /** How the bot hears its updates (a /start, a button pressed): Telegram calls POST /api/telegram/webhook with this
   * secret in X-Telegram-Bot-Api-Secret-Token (production), or the API asks getUpdates itself (development). */
  updates: 'webhook' | 'polling';
  webhookSecret: string | undefined;
}

export interface JobSettings {
  /** Whether this API process runs jobs too (the embedded default); 0 when `npm run worker` runs them apart. */
  runInApi: boolean;
  /** Tries of a job before it is listed as failed, the first retry's delay (doubled each time). */
  attempts: number;
  backoffMs: number;
  /** How long a runner that stops answering keeps its job before another runner takes it over. */
  leaseMs: number;
  /** How often the outbox is read for due jobs (and relayed to BullMQ). */
  pollMs: number;
  /** BullMQ's queue name: deployments (or tests) sharing one Redis keep apart by it. */
  queueName: string;
  /** Whether the shop bot's timed messages (unconfirmed transfers, the day's summary) are scheduled: on, but off in
   * the API's tests, which run them when they mean to (a summary sent at some hour of the day would upset others). */
  timedMessages: boolean;
}

export interface PhotoSettings {
  /** `disk` (one machine: `dir`) or `s3` (S3-compatible object storage, for several machines). */
  storage: 'disk' | 's3';
  /** The folder for `disk`: outside any web root (the API serves the files itself). */
  dir: string;
  maxBytes: number;
  /** The most pixels (width x height) decoded; larger files are refused from their header. */
  maxPixels: number;
  /** Uploads converted at once by one worker (each can take a few hundred MB of memory while it is decoded). */
  concurrency: number;
  /** Uploads waiting for their conversion, in all and per staff member: more are refused (143). */
  maxWaiting: number;
  maxWaitingPerStaff: number;
  s3:
    | { bucket: string; region: string; endpoint: string | undefined; accessKeyId: string; secretAccessKey: string }
    | undefined;
}

export const DEFAULT_PHOTO_DIR = path.resolve(__dirname, '..', 'data', 'photos');

/** The server's PostgreSQL pool: its size and how long a connect, a statement or an idle transaction may take. */
export interface PgPoolSettings {
  size: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_SQLITE_FILE = path.resolve(__dirname, '..', 'data', 'mall.db');

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

function required(env: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} is required ${why}`);
  return value;
}

/** Headers come first, so their time-out cannot be longer than the whole request's. */
function timeouts(env: NodeJS.ProcessEnv, base: AppConfig): Pick<AppConfig, 'requestTimeoutMs' | 'headersTimeoutMs'> {
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', base.requestTimeoutMs, 1000, 3_600_000);
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', base.headersTimeoutMs, 1000, 3_600_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  }
  return { requestTimeoutMs, headersTimeoutMs };
}

function smsGateway(env: NodeJS.ProcessEnv): SmsGatewayConfig {
  const why = 'with SMS_SENDER=http';
  const url = required(env, 'SMS_GATEWAY_URL', why);
  if (!/^https?:\/\/[^/]/.test(url)) throw new ConfigError(`SMS_GATEWAY_URL must be an http(s) URL (got "${url}")`);
  return {
    url,
    user: required(env, 'SMS_GATEWAY_USER', why),
    password: required(env, 'SMS_GATEWAY_PASSWORD', why),
    senderId: required(env, 'SMS_SENDER_ID', why),
    timeoutMs: integer(env, 'SMS_GATEWAY_TIMEOUT_MS', 5000, 100, 60_000),
    retries: integer(env, 'SMS_GATEWAY_RETRIES', 2, 0, 5),
  };
}

/** `https://shop.example,https://partner.example`: each an origin (scheme, host, port), nothing after it. */
function origins(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const bad = list.find((origin) => !/^https?:\/\/[^/\s]+$/.test(origin));
  if (bad) throw new ConfigError(`CORS_ORIGINS must list origins such as https://shop.example (got "${bad}")`);
  return list;
}

/** `true` (any proxy), or the proxies' addresses/subnets (comma-separated) whose X-Forwarded-For is believed. */
function proxyTrust(raw: string | undefined): boolean | string {
  return !raw || raw === 'false' ? false : raw === 'true' || raw;
}

/** The published development secret: accepted only under NODE_ENV=development. */
const DEVELOPMENT_SANDBOX_SECRET = 'sandbox-secret-for-development-only';

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== '0' && raw !== '1') throw new ConfigError(`${name} must be 0 or 1 (got "${raw}")`);
  return raw === '1';
}

export function defaultConfig(): AppConfig {
  return {
    port: 4000,
    host: '0.0.0.0',
    databaseUrl: undefined,
    nodeEnv: 'development',
    smsSender: 'dev',
    smsGateway: undefined,
    tokenTtlDays: 30,
    paymentWindowMinutes: 30,
    paymentProvider: 'sandbox',
    sandboxPaymentSecret: DEVELOPMENT_SANDBOX_SECRET,
    allowSandboxPayments: false,
    catalogCacheMs: 2000,
    codesPerMobilePerDay: 10,
    authRequestsPerMinute: 60,
    browseRequestsPerMinute: 600,
    staffRequestsPerMinute: 300,
    staffCostlyRequestsPerMinute: 30,
    requestTimeoutMs: 60_000,
    headersTimeoutMs: 10_000,
    redisUrl: undefined,
    trustProxy: false,
    corsOrigins: [],
    env: {},
    pgPool: { size: 10, connectTimeoutMs: 5000, statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 10_000 },
    publicOrigin: 'http://localhost:8080',
    photos: {
      storage: 'disk',
      dir: DEFAULT_PHOTO_DIR,
      maxBytes: 15 * 1024 * 1024,
      maxPixels: 40_000_000,
      concurrency: 2,
      maxWaiting: 60,
      maxWaitingPerStaff: 20,
      s3: undefined,
    },
    maxUnpaidOrders: 3,
    maxUnitsPerSku: 20,
    maxSessionsPerMember: 10,
    apiDocs: true,
    jobs: {
      runInApi: true,
      attempts: 5,
      backoffMs: 2000,
      leaseMs: 60_000,
      pollMs: 250,
      queueName: 'mall',
      timedMessages: true,
    },
    liveHeartbeatMs: 20_000,
    staffSessions: { hours: 12, trustedDays: 30, secondFactorHours: 12 },
    telegram: {
      token: undefined,
      ordersChatId: undefined,
      catalogueChatId: undefined,
      apiRoot: 'https://api.telegram.org',
      language: 'km',
      updates: 'webhook',
      webhookSecret: undefined,
    },
  };
}

function photoSettings(env: NodeJS.ProcessEnv, base: PhotoSettings): PhotoSettings {
  const storage = oneOf(env, 'PHOTO_STORAGE', ['disk', 's3'] as const, base.storage);
  const why = 'with PHOTO_STORAGE=s3';
  return {
    storage,
    dir: env.PHOTO_DIR ? path.resolve(env.PHOTO_DIR) : base.dir,
    maxBytes: integer(env, 'PHOTO_MAX_BYTES', base.maxBytes, 1024, 200 * 1024 * 1024),
    maxPixels: integer(env, 'PHOTO_MAX_PIXELS', base.maxPixels, 10_000, 268_402_689),
    concurrency: integer(env, 'PHOTO_CONCURRENCY', base.concurrency, 1, 32),
    maxWaiting: integer(env, 'PHOTO_MAX_WAITING', base.maxWaiting, 1, 100_000),
    maxWaitingPerStaff: integer(env, 'PHOTO_MAX_WAITING_PER_STAFF', base.maxWaitingPerStaff, 1, 100_000),
    s3:
      storage === 's3'
        ? {
            bucket: required(env, 'S3_BUCKET', why),
            region: env.S3_REGION || 'us-east-1',
            endpoint: env.S3_ENDPOINT || undefined,
            accessKeyId: required(env, 'S3_ACCESS_KEY_ID', why),
            secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', why),
          }
        : undefined,
  };
}

function origin(raw: string | undefined, fallback: string): string {
  if (!raw) return fallback;
  if (!/^https?:\/\/[^/\s]+$/.test(raw))
    throw new ConfigError(`PUBLIC_ORIGIN must be an origin such as https://shop.example (got "${raw}")`);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const base = defaultConfig();
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, base.nodeEnv);
  const config: AppConfig = {
    port: integer(env, 'API_PORT', base.port, 1, 65535),
    host: env.HOST || base.host,
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv,
    liveHeartbeatMs: base.liveHeartbeatMs,
    staffSessions: {
      hours: integer(env, 'STAFF_SESSION_HOURS', base.staffSessions.hours, 1, 24 * 7),
      trustedDays: integer(env, 'STAFF_TRUSTED_SESSION_DAYS', base.staffSessions.trustedDays, 1, 365),
      secondFactorHours: integer(env, 'STAFF_SECOND_FACTOR_HOURS', base.staffSessions.secondFactorHours, 1, 24 * 30),
    },
    smsSender: oneOf(env, 'SMS_SENDER', ['dev', 'http'] as const, base.smsSender),
    smsGateway: env.SMS_SENDER === 'http' ? smsGateway(env) : undefined,
    tokenTtlDays: integer(env, 'TOKEN_TTL_DAYS', base.tokenTtlDays, 1, 3650),
    paymentWindowMinutes: integer(env, 'PAYMENT_WINDOW_MINUTES', base.paymentWindowMinutes, 1, 7 * 24 * 60),
    paymentProvider: env.PAYMENT_PROVIDER || base.paymentProvider,
    sandboxPaymentSecret: env.SANDBOX_PAYMENT_SECRET || (nodeEnv === 'development' ? base.sandboxPaymentSecret : ''),
    allowSandboxPayments: env.ALLOW_SANDBOX_PAYMENTS === '1',
    catalogCacheMs: integer(env, 'CATALOG_CACHE_MS', base.catalogCacheMs, 0, 60_000),
    codesPerMobilePerDay: integer(env, 'CODES_PER_MOBILE_PER_DAY', base.codesPerMobilePerDay, 1, 1000),
    authRequestsPerMinute: integer(env, 'RATE_LIMIT_AUTH_PER_MINUTE', base.authRequestsPerMinute, 1, 1_000_000),
    browseRequestsPerMinute: integer(env, 'RATE_LIMIT_BROWSE_PER_MINUTE', base.browseRequestsPerMinute, 1, 1_000_000),
    staffRequestsPerMinute: integer(env, 'RATE_LIMIT_STAFF_PER_MINUTE', base.staffRequestsPerMinute, 1, 1_000_000),
    staffCostlyRequestsPerMinute: integer(
      env,
      'RATE_LIMIT_STAFF_COSTLY_PER_MINUTE',
      base.staffCostlyRequestsPerMinute,
      1,
      1_000_000,
    ),
    ...timeouts(env, base),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: proxyTrust(env.TRUST_PROXY),
    corsOrigins: origins(env.CORS_ORIGINS),
    env,
    pgPool: {
      size: integer(env, 'PG_POOL_SIZE', base.pgPool.size, 1, 1000),
      connectTimeoutMs: integer(env, 'PG_CONNECT_TIMEOUT_MS', base.pgPool.connectTimeoutMs, 100, 600_000),
      statementTimeoutMs: integer(env, 'PG_STATEMENT_TIMEOUT_MS', base.pgPool.statementTimeoutMs, 100, 3_600_000),
      idleInTransactionTimeoutMs: integer(
        env,
        'PG_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        base.pgPool.idleInTransactionTimeoutMs,
        100,
        3_600_000,
      ),
    },
    publicOrigin: origin(env.PUBLIC_ORIGIN, `http://localhost:${Number(env.SHELL_PORT) || 8080}`),
    photos: photoSettings(env, base.photos),
    maxUnpaidOrders: integer(env, 'MAX_UNPAID_ORDERS', base.maxUnpaidOrders, 1, 1000),
    maxUnitsPerSku: integer(env, 'MAX_UNITS_PER_SKU', base.maxUnitsPerSku, 1, 9999),
    maxSessionsPerMember: integer(env, 'MAX_SESSIONS_PER_MEMBER', base.maxSessionsPerMember, 1, 1000),
    apiDocs: flag(env, 'API_DOCS', nodeEnv !== 'production'),
    jobs: {
      runInApi: flag(env, 'RUN_JOBS_IN_API', base.jobs.runInApi),
      attempts: integer(env, 'JOB_ATTEMPTS', base.jobs.attempts, 1, 100),
      backoffMs: integer(env, 'JOB_BACKOFF_MS', base.jobs.backoffMs, 10, 3_600_000),
      leaseMs: integer(env, 'JOB_LEASE_MS', base.jobs.leaseMs, 1000, 3_600_000),
      pollMs: integer(env, 'JOB_POLL_MS', base.jobs.pollMs, 10, 60_000),
      queueName: env.JOB_QUEUE_NAME || base.jobs.queueName,
      timedMessages: base.jobs.timedMessages,
    },
    telegram: {
      token: env.TELEGRAM_BOT_TOKEN || undefined,
      ordersChatId: env.TELEGRAM_ORDERS_CHAT_ID || undefined,
      catalogueChatId: env.TELEGRAM_CATALOGUE_CHAT_ID || undefined,
      apiRoot: env.TELEGRAM_API_ROOT || base.telegram.apiRoot,
      language: oneOf(env, 'TELEGRAM_LANGUAGE', ['km', 'en', 'zh'] as const, base.telegram.language),
      updates: oneOf(
        env,
        'TELEGRAM_UPDATES',
        ['webhook', 'polling'] as const,
        nodeEnv === 'development' ? 'polling' : base.telegram.updates,
      ),
      webhookSecret: env.TELEGRAM_WEBHOOK_SECRET || undefined,
    },
  };
  assertSafeForProduction(config);
  return config;
}

// Values published in this repository or its docs, or that anyone would guess: never a production secret.
const KNOWN_SECRETS = new Set([
  defaultConfig().sandboxPaymentSecret,
  'changeme',
  'change-me',
  'secret',
  'password',
  'sandbox',
  'test',
  'example',
]);

function assertSecret(name: string, value: string, minLength: number, nodeEnv: NodeEnv): void {
  if (KNOWN_SECRETS.has(value.toLowerCase()) || value.length < minLength) {
    throw new ConfigError(
      `NODE_ENV=${nodeEnv} needs ${name}: a secret of your own, at least ${minLength} characters, not a known default`,
    );
  }
}

export function assertSafeForProduction(config: AppConfig): void {
  if (config.nodeEnv === 'development') return;
  // Under test as under production, the published secret would let anyone mark an order paid.
  if (config.paymentProvider === 'sandbox' && config.nodeEnv === 'test') {
    assertSecret('SANDBOX_PAYMENT_SECRET', config.sandboxPaymentSecret, 16, config.nodeEnv);
  }
  if (config.nodeEnv !== 'production') return;
  if (!config.env.PUBLIC_ORIGIN) {
    throw new ConfigError(
      'NODE_ENV=production needs PUBLIC_ORIGIN (https://shop.example): staff set-up links, the sitemap and link previews start with it',
    );
  }
  if (config.smsSender === 'dev' || !config.smsGateway) {
    throw new ConfigError(
      'NODE_ENV=production needs SMS_SENDER=http (and SMS_GATEWAY_*): the development sender exposes codes at /api/dev/outbox',
    );
  }
  assertSecret('SMS_GATEWAY_PASSWORD', config.smsGateway.password, 8, config.nodeEnv);
  if (config.telegram.token && config.telegram.updates === 'webhook') {
    // Telegram allows 1-256 characters of A-Z, a-z, 0-9, _ and -.
    assertSecret('TELEGRAM_WEBHOOK_SECRET', config.telegram.webhookSecret ?? '', 16, config.nodeEnv);
  }
  if (config.paymentProvider === 'sandbox') {
    if (!config.allowSandboxPayments) {
      throw new ConfigError(
        'NODE_ENV=production refuses PAYMENT_PROVIDER=sandbox (no real money moves); on a staging deployment set ALLOW_SANDBOX_PAYMENTS=1',
      );
    }
    assertSecret('SANDBOX_PAYMENT_SECRET', config.sandboxPaymentSecret, 16, config.nodeEnv);
  }
}
