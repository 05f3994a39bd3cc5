// Runtime configuration, read from the environment and validated in one place.
import path from 'node:path';

export type SmsSenderKind = 'dev';
export type PaymentProviderKind = 'sandbox';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  nodeEnv: string;
  smsSender: SmsSenderKind;
  tokenTtlDays: number;
  paymentWindowMinutes: number;
  paymentProvider: PaymentProviderKind;
  sandboxPaymentSecret: string;
  /** How long catalogue answers are cached in this process (0: off); other processes may show stock this old. */
  catalogCacheMs: number;
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

export function defaultConfig(): AppConfig {
  return {
    port: 4000,
    host: '0.0.0.0',
    databaseUrl: undefined,
    nodeEnv: 'development',
    smsSender: 'dev',
    tokenTtlDays: 30,
    paymentWindowMinutes: 30,
    paymentProvider: 'sandbox',
    sandboxPaymentSecret: 'sandbox-secret-for-development-only',
    catalogCacheMs: 2000,
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
    smsSender: oneOf(env, 'SMS_SENDER', ['dev'] as const, base.smsSender),
    tokenTtlDays: integer(env, 'TOKEN_TTL_DAYS', base.tokenTtlDays, 1, 3650),
    paymentWindowMinutes: integer(env, 'PAYMENT_WINDOW_MINUTES', base.paymentWindowMinutes, 1, 7 * 24 * 60),
    paymentProvider: oneOf(env, 'PAYMENT_PROVIDER', ['sandbox'] as const, base.paymentProvider),
    sandboxPaymentSecret: env.SANDBOX_PAYMENT_SECRET || base.sandboxPaymentSecret,
    catalogCacheMs: integer(env, 'CATALOG_CACHE_MS', base.catalogCacheMs, 0, 60_000),
    pgPool: {
      size: integer(env, 'PG_POOL_SIZE', base.pgPool.size, 1, 1000),
      connectTimeoutMs: integer(env, 'PG_CONNECT_TIMEOUT_MS', base.pgPool.connectTimeoutMs, 100, 600_000),
      statementTimeoutMs: integer(env, 'PG_STATEMENT_TIMEOUT_MS', base.pgPool.statementTimeoutMs, 100, 3_600_000),
      idleInTransactionTimeoutMs: integer(env, 'PG_IDLE_IN_TRANSACTION_TIMEOUT_MS', base.pgPool.idleInTransactionTimeoutMs, 100, 3_600_000),
    },
  };
  assertSafeForProduction(config);
  return config;
}

export function assertSafeForProduction(config: AppConfig): void {
  if (config.nodeEnv !== 'production') return;
  if (config.smsSender === 'dev') {
    throw new ConfigError('NODE_ENV=production needs a real SMS_SENDER: the development sender exposes codes at /api/dev/outbox');
  }
  if (config.sandboxPaymentSecret === defaultConfig().sandboxPaymentSecret) {
    throw new ConfigError('NODE_ENV=production needs SANDBOX_PAYMENT_SECRET (or a real PAYMENT_PROVIDER)');
  }
}
