import { loadConfig, ConfigError } from '../config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      nodeEnv: 'development',
      smsSender: 'dev',
      tokenTtlDays: 30,
      paymentWindowMinutes: 30,
      paymentProvider: 'sandbox',
      sandboxPaymentSecret: expect.any(String),
      catalogCacheMs: 2000,
      pgPool: { size: 10, connectTimeoutMs: 5000, statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 10_000 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '4100', HOST: '127.0.0.1', DATABASE_URL: 'postgres://db/mall', NODE_ENV: 'test',
      TOKEN_TTL_DAYS: '7', PAYMENT_WINDOW_MINUTES: '45', SANDBOX_PAYMENT_SECRET: 's3cret', CATALOG_CACHE_MS: '0',
      PG_POOL_SIZE: '30', PG_CONNECT_TIMEOUT_MS: '2000', PG_STATEMENT_TIMEOUT_MS: '3000', PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4000',
    });
    expect(config).toMatchObject({ port: 4100, host: '127.0.0.1', databaseUrl: 'postgres://db/mall', tokenTtlDays: 7, paymentWindowMinutes: 45, sandboxPaymentSecret: 's3cret', catalogCacheMs: 0 });
    expect(config.pgPool).toEqual({ size: 30, connectTimeoutMs: 2000, statementTimeoutMs: 3000, idleInTransactionTimeoutMs: 4000 });
  });

  it.each([
    [{ API_PORT: 'abc' }],
    [{ API_PORT: '70000' }],
    [{ TOKEN_TTL_DAYS: '0' }],
    [{ PAYMENT_WINDOW_MINUTES: '1.5' }],
    [{ SMS_SENDER: 'carrier-pigeon' }],
    [{ PAYMENT_PROVIDER: 'cash' }],
    [{ CATALOG_CACHE_MS: '-1' }],
    [{ PG_POOL_SIZE: '0' }],
    [{ PG_STATEMENT_TIMEOUT_MS: '10s' }],
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('refuses to start in production with the development SMS sender', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_PAYMENT_SECRET: 'x' })).toThrow(/SMS_SENDER/);
  });
});
