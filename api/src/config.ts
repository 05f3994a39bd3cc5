// Runtime configuration, read from the environment and validated in one place.
import path from 'node:path';

export type SmsSenderKind = 'dev' | 'http';

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
  nodeEnv: string;
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
  /** Where the limits are counted: unset, this process; a Redis URL, every process that names it. */
  redisUrl: string | undefined;
  /** Fastify's trustProxy: behind a reverse proxy the client address comes from X-Forwarded-For. */
  trustProxy: boolean | string;
  /** Origins whose pages may call the API from another origin (CORS); none when the shop reaches it as /api. */
  corsOrigins: string[];
  /** The shop's public address (scheme, host, port): the sitemap's and robots.txt's absolute URLs. */
  siteUrl: string;
  /** The environment this was read from, for settings a payment provider reads itself. */
  env: Readonly<Record<string, string | undefined>>;
  /** The server's PostgreSQL pool. */
  pgPool: PgPoolSettings;
}

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

/** SITE_URL, an origin; unset, the shell on this machine (SHELL_PORT, as `npm start` runs it). */
function siteUrl(raw: string | undefined, shellPort: string | undefined): string {
  if (!raw) return `http://localhost:${Number(shellPort) || 8080}`;
  if (!/^https?:\/\/[^/\s]+$/.test(raw))
    throw new ConfigError(`SITE_URL must be an origin such as https://shop.example (got "${raw}")`);
  return raw;
}

/** `true` (any proxy), or the proxies' addresses/subnets (comma-separated) whose X-Forwarded-For is believed. */
function proxyTrust(raw: string | undefined): boolean | string {
  return !raw || raw === 'false' ? false : raw === 'true' || raw;
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
    sandboxPaymentSecret: 'sandbox-secret-for-development-only',
    allowSandboxPayments: false,
    catalogCacheMs: 2000,
    codesPerMobilePerDay: 10,
    authRequestsPerMinute: 60,
    browseRequestsPerMinute: 600,
    redisUrl: undefined,
    trustProxy: false,
    corsOrigins: [],
    siteUrl: 'http://localhost:8080',
    env: {},
    pgPool: { size: 10, connectTimeoutMs: 5000, statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 10_000 },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const base = defaultConfig();
  const config: AppConfig = {
    port: integer(env, 'API_PORT', base.port, 1, 65535),
    host: env.HOST || base.host,
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv: env.NODE_ENV || base.nodeEnv,
    smsSender: oneOf(env, 'SMS_SENDER', ['dev', 'http'] as const, base.smsSender),
    smsGateway: env.SMS_SENDER === 'http' ? smsGateway(env) : undefined,
    tokenTtlDays: integer(env, 'TOKEN_TTL_DAYS', base.tokenTtlDays, 1, 3650),
    paymentWindowMinutes: integer(env, 'PAYMENT_WINDOW_MINUTES', base.paymentWindowMinutes, 1, 7 * 24 * 60),
    paymentProvider: env.PAYMENT_PROVIDER || base.paymentProvider,
    sandboxPaymentSecret: env.SANDBOX_PAYMENT_SECRET || base.sandboxPaymentSecret,
    allowSandboxPayments: env.ALLOW_SANDBOX_PAYMENTS === '1',
    catalogCacheMs: integer(env, 'CATALOG_CACHE_MS', base.catalogCacheMs, 0, 60_000),
    codesPerMobilePerDay: integer(env, 'CODES_PER_MOBILE_PER_DAY', base.codesPerMobilePerDay, 1, 1000),
    authRequestsPerMinute: integer(env, 'RATE_LIMIT_AUTH_PER_MINUTE', base.authRequestsPerMinute, 1, 1_000_000),
    browseRequestsPerMinute: integer(env, 'RATE_LIMIT_BROWSE_PER_MINUTE', base.browseRequestsPerMinute, 1, 1_000_000),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: proxyTrust(env.TRUST_PROXY),
    corsOrigins: origins(env.CORS_ORIGINS),
    siteUrl: siteUrl(env.SITE_URL, env.SHELL_PORT),
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

function assertSecret(name: string, value: string, minLength: number): void {
  if (KNOWN_SECRETS.has(value.toLowerCase()) || value.length < minLength) {
    throw new ConfigError(
      `NODE_ENV=production needs ${name}: a secret of your own, at least ${minLength} characters, not a known default`,
    );
  }
}

export function assertSafeForProduction(config: AppConfig): void {
  if (config.nodeEnv !== 'production') return;
  if (config.smsSender === 'dev' || !config.smsGateway) {
    throw new ConfigError(
      'NODE_ENV=production needs SMS_SENDER=http (and SMS_GATEWAY_*): the development sender exposes codes at /api/dev/outbox',
    );
  }
  assertSecret('SMS_GATEWAY_PASSWORD', config.smsGateway.password, 8);
  if (!config.env.SITE_URL) {
    throw new ConfigError("NODE_ENV=production needs SITE_URL: the shop's public address, which the sitemap names");
  }
  if (config.paymentProvider === 'sandbox') {
    if (!config.allowSandboxPayments) {
      throw new ConfigError(
        'NODE_ENV=production refuses PAYMENT_PROVIDER=sandbox (no real money moves); on a staging deployment set ALLOW_SANDBOX_PAYMENTS=1',
      );
    }
    assertSecret('SANDBOX_PAYMENT_SECRET', config.sandboxPaymentSecret, 16);
  }
}
