import { loadConfig, ConfigError, assertSafeForProduction, defaultConfig } from '../config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      nodeEnv: 'development',
      smsSender: 'dev',
      smsGateway: undefined,
      tokenTtlDays: 30,
      paymentWindowMinutes: 30,
      paymentProvider: 'sandbox',
      sandboxPaymentSecret: expect.any(String),
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
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '4100',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/mall',
      NODE_ENV: 'test',
      TOKEN_TTL_DAYS: '7',
      PAYMENT_WINDOW_MINUTES: '45',
      SANDBOX_PAYMENT_SECRET: 's3cret',
      CATALOG_CACHE_MS: '0',
      CODES_PER_MOBILE_PER_DAY: '5',
      RATE_LIMIT_AUTH_PER_MINUTE: '20',
      RATE_LIMIT_BROWSE_PER_MINUTE: '200',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '10.0.0.0/8',
      CORS_ORIGINS: 'https://shop.example, http://localhost:8080',
      PG_POOL_SIZE: '30',
      PG_CONNECT_TIMEOUT_MS: '2000',
      PG_STATEMENT_TIMEOUT_MS: '3000',
      PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4000',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      databaseUrl: 'postgres://db/mall',
      tokenTtlDays: 7,
      paymentWindowMinutes: 45,
      sandboxPaymentSecret: 's3cret',
      catalogCacheMs: 0,
      codesPerMobilePerDay: 5,
      authRequestsPerMinute: 20,
      browseRequestsPerMinute: 200,
      redisUrl: 'redis://cache:6379',
      trustProxy: '10.0.0.0/8',
      corsOrigins: ['https://shop.example', 'http://localhost:8080'],
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(config.pgPool).toEqual({
      size: 30,
      connectTimeoutMs: 2000,
      statementTimeoutMs: 3000,
      idleInTransactionTimeoutMs: 4000,
    });
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
    [{ PG_POOL_SIZE: '0' }],
    [{ PG_STATEMENT_TIMEOUT_MS: '10s' }],
    [{ CORS_ORIGINS: '*' }],
    [{ CORS_ORIGINS: 'https://shop.example/app' }],
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  // What a production deployment sets (README "Run in production"); staging runs the sandbox payments.
  const PRODUCTION = {
    NODE_ENV: 'production',
    SMS_SENDER: 'http',
    SMS_GATEWAY_URL: 'https://sms.example.com/send',
    SMS_GATEWAY_USER: 'phsarpenh',
    SMS_GATEWAY_PASSWORD: 'gateway-issued-pw',
    SMS_SENDER_ID: 'PhsarPenh',
    SANDBOX_PAYMENT_SECRET: 'a-long-random-staging-secret',
    ALLOW_SANDBOX_PAYMENTS: '1',
    SITE_URL: 'https://phsarpenh.example',
  };

  it('takes a production configuration with every required setting', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({
      nodeEnv: 'production',
      smsSender: 'http',
      smsGateway: {
        url: 'https://sms.example.com/send',
        user: 'phsarpenh',
        password: 'gateway-issued-pw',
        senderId: 'PhsarPenh',
        timeoutMs: 5000,
        retries: 2,
      },
      allowSandboxPayments: true,
    });
  });

  it.each([
    'SMS_SENDER',
    'SMS_GATEWAY_URL',
    'SMS_GATEWAY_USER',
    'SMS_GATEWAY_PASSWORD',
    'SMS_SENDER_ID',
    'SANDBOX_PAYMENT_SECRET',
    'ALLOW_SANDBOX_PAYMENTS',
    'SITE_URL',
  ])('refuses production without %s, naming it', (name) => {
    const env: Record<string, string> = { ...PRODUCTION };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it.each([
    ['SANDBOX_PAYMENT_SECRET', 'sandbox-secret-for-development-only'],
    ['SANDBOX_PAYMENT_SECRET', 'short'],
    ['SMS_GATEWAY_PASSWORD', 'changeme'],
  ])('refuses production with a known or weak %s', (name, value) => {
    expect(() => loadConfig({ ...PRODUCTION, [name]: value })).toThrow(new RegExp(name));
  });

  it('refuses an SMS gateway that is not an http(s) URL', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMS_GATEWAY_URL: 'ftp://sms' })).toThrow(/SMS_GATEWAY_URL/);
  });
  it('asks production for the sandbox secret only when the sandbox is the provider', () => {
    const production = { ...loadConfig(PRODUCTION), sandboxPaymentSecret: defaultConfig().sandboxPaymentSecret };
    expect(() => assertSafeForProduction(production)).toThrow(/SANDBOX_PAYMENT_SECRET/);
    expect(() =>
      assertSafeForProduction({ ...production, paymentProvider: 'khqr', allowSandboxPayments: false }),
    ).not.toThrow();
  });
});
