import { loadConfig, ConfigError, assertSafeForProduction, defaultConfig } from '../config';

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
      env: {},
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '4100', HOST: '127.0.0.1', DATABASE_URL: 'postgres://db/mall', NODE_ENV: 'test',
      TOKEN_TTL_DAYS: '7', PAYMENT_WINDOW_MINUTES: '45', SANDBOX_PAYMENT_SECRET: 's3cret', CATALOG_CACHE_MS: '0',
    });
    expect(config).toMatchObject({ port: 4100, host: '127.0.0.1', databaseUrl: 'postgres://db/mall', tokenTtlDays: 7, paymentWindowMinutes: 45, sandboxPaymentSecret: 's3cret', catalogCacheMs: 0 });
  });

  it.each([
    [{ API_PORT: 'abc' }],
    [{ API_PORT: '70000' }],
    [{ TOKEN_TTL_DAYS: '0' }],
    [{ PAYMENT_WINDOW_MINUTES: '1.5' }],
    [{ SMS_SENDER: 'carrier-pigeon' }],
    [{ CATALOG_CACHE_MS: '-1' }],
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('refuses to start in production with the development SMS sender', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_PAYMENT_SECRET: 'x' })).toThrow(/SMS_SENDER/);
  });
  it('asks production for the sandbox secret only when the sandbox is the provider', () => {
    const production = { ...defaultConfig(), nodeEnv: 'production', smsSender: 'gateway' as never };
    expect(() => assertSafeForProduction({ ...production, paymentProvider: 'sandbox' })).toThrow(/SANDBOX_PAYMENT_SECRET/);
    expect(() => assertSafeForProduction({ ...production, paymentProvider: 'khqr' })).not.toThrow();
  });
});
