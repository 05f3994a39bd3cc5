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
      codesPerMobilePerDay: 10,
      authRequestsPerMinute: 60,
      browseRequestsPerMinute: 600,
      redisUrl: undefined,
      trustProxy: false,
      env: {},
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '4100', HOST: '127.0.0.1', DATABASE_URL: 'postgres://db/mall', NODE_ENV: 'test',
      TOKEN_TTL_DAYS: '7', PAYMENT_WINDOW_MINUTES: '45', SANDBOX_PAYMENT_SECRET: 's3cret', CATALOG_CACHE_MS: '0',
      CODES_PER_MOBILE_PER_DAY: '5', RATE_LIMIT_AUTH_PER_MINUTE: '20', RATE_LIMIT_BROWSE_PER_MINUTE: '200', REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config).toMatchObject({
      port: 4100, host: '127.0.0.1', databaseUrl: 'postgres://db/mall', tokenTtlDays: 7, paymentWindowMinutes: 45, sandboxPaymentSecret: 's3cret',
      catalogCacheMs: 0, codesPerMobilePerDay: 5, authRequestsPerMinute: 20, browseRequestsPerMinute: 200, redisUrl: 'redis://cache:6379',
      trustProxy: '10.0.0.0/8',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    [{ API_PORT: 'abc' }],
    [{ API_PORT: '70000' }],
    [{ TOKEN_TTL_DAYS: '0' }],
    [{ PAYMENT_WINDOW_MINUTES: '1.5' }],
    [{ SMS_SENDER: 'carrier-pigeon' }],
    [{ CATALOG_CACHE_MS: '-1' }],
    [{ RATE_LIMIT_AUTH_PER_MINUTE: '0' }],
    [{ CODES_PER_MOBILE_PER_DAY: 'ten' }],
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('refuses to start in production with the development SMS sender', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_PAYMENT_SECRET: 'x' })).toThrow(/SMS_SENDER/);
  });
});
