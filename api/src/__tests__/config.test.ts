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
        dir: expect.stringMatching(/api\/data\/photos$/),
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
        updates: 'polling',
        webhookSecret: undefined,
      },
    });
  });

  it.each(['Production', 'prod', ' production', 'production ', 'dev', 'staging', 'TEST'])(
    'refuses NODE_ENV=%j, naming the setting',
    (value) => {
      expect(() => loadConfig({ NODE_ENV: value })).toThrow(/NODE_ENV must be one of development, test, production/);
    },
  );

  it('keeps the published sandbox secret to development: test mode needs one of its own', () => {
    expect(loadConfig({}).sandboxPaymentSecret).toBe('sandbox-secret-for-development-only');
    expect(() => loadConfig({ NODE_ENV: 'test' })).toThrow(/SANDBOX_PAYMENT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', SANDBOX_PAYMENT_SECRET: 'sandbox-secret-for-development-only' }),
    ).toThrow(/SANDBOX_PAYMENT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'test', SANDBOX_PAYMENT_SECRET: 'a-test-run-secret-of-its-own' }).nodeEnv).toBe(
      'test',
    );
  });

  it('turns the API documentation off in production unless API_DOCS=1', () => {
    expect(loadConfig({ ...PRODUCTION }).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
  });

  it('reads the merchant settings: the public origin, photo storage and upload caps', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://shop.example',
      PHOTO_STORAGE: 's3',
      PHOTO_MAX_BYTES: '2000000',
      PHOTO_MAX_PIXELS: '1000000',
      PHOTO_CONCURRENCY: '3',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    });
    expect(config.publicOrigin).toBe('https://shop.example');
    expect(config.photos).toMatchObject({ storage: 's3', maxBytes: 2_000_000, maxPixels: 1_000_000, concurrency: 3 });
    expect(config.photos.s3).toEqual({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret-key',
    });
    expect(() => loadConfig({ PHOTO_STORAGE: 's3' })).toThrow(/S3_BUCKET is required with PHOTO_STORAGE=s3/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'shop.example/path' })).toThrow(/PUBLIC_ORIGIN must be an origin/);
    expect(() => loadConfig({ PHOTO_MAX_BYTES: '10' })).toThrow(/PHOTO_MAX_BYTES/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '4100',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/mall',
      NODE_ENV: 'test',
      TOKEN_TTL_DAYS: '7',
      MAX_UNPAID_ORDERS: '2',
      MAX_UNITS_PER_SKU: '5',
      MAX_SESSIONS_PER_MEMBER: '4',
      PUBLIC_ORIGIN: 'https://shop.example',
      PAYMENT_WINDOW_MINUTES: '45',
      SANDBOX_PAYMENT_SECRET: 's3cret-long-enough-for-test',
      CATALOG_CACHE_MS: '0',
      CODES_PER_MOBILE_PER_DAY: '5',
      RATE_LIMIT_AUTH_PER_MINUTE: '20',
      RATE_LIMIT_BROWSE_PER_MINUTE: '200',
      RATE_LIMIT_STAFF_PER_MINUTE: '100',
      RATE_LIMIT_STAFF_COSTLY_PER_MINUTE: '10',
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
      sandboxPaymentSecret: 's3cret-long-enough-for-test',
      maxUnpaidOrders: 2,
      maxUnitsPerSku: 5,
      maxSessionsPerMember: 4,
      publicOrigin: 'https://shop.example',
      catalogCacheMs: 0,
      codesPerMobilePerDay: 5,
      authRequestsPerMinute: 20,
      browseRequestsPerMinute: 200,
      staffRequestsPerMinute: 100,
      staffCostlyRequestsPerMinute: 10,
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
    [{ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' }],
    [{ CODES_PER_MOBILE_PER_DAY: 'ten' }],
    [{ PG_POOL_SIZE: '0' }],
    [{ PG_STATEMENT_TIMEOUT_MS: '10s' }],
    [{ CORS_ORIGINS: '*' }],
    [{ CORS_ORIGINS: 'https://shop.example/app' }],
    [{ MAX_UNPAID_ORDERS: '0' }],
    [{ MAX_UNITS_PER_SKU: '10000' }],
    [{ MAX_SESSIONS_PER_MEMBER: 'many' }],
    [{ API_DOCS: 'yes' }],
    [{ PUBLIC_ORIGIN: 'shop.example' }],
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
    PUBLIC_ORIGIN: 'https://shop.example',
  };

  it("keeps the shop bot's token a secret with no default, and asks production's webhook for a secret of its own", () => {
    expect(loadConfig({ NODE_ENV: 'development' }).telegram).toMatchObject({ token: undefined, updates: 'polling' });
    const bot = { ...PRODUCTION, TELEGRAM_BOT_TOKEN: '123456:real-token-from-botfather' };
    expect(() => loadConfig(bot)).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...bot, TELEGRAM_WEBHOOK_SECRET: 'short' })).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
    expect(loadConfig({ ...bot, TELEGRAM_WEBHOOK_SECRET: 'a_long-random-webhook-secret' }).telegram).toMatchObject({
      updates: 'webhook',
      webhookSecret: 'a_long-random-webhook-secret',
    });
    expect(loadConfig({ ...bot, TELEGRAM_UPDATES: 'polling' }).telegram.updates).toBe('polling');
  });

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
    'PUBLIC_ORIGIN',
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

describe('staff session settings (issue 35 item 8)', () => {
  it('reads the three settings and refuses values out of range', () => {
    expect(
      loadConfig({ STAFF_SESSION_HOURS: '8', STAFF_TRUSTED_SESSION_DAYS: '14', STAFF_SECOND_FACTOR_HOURS: '24' })
        .staffSessions,
    ).toEqual({ hours: 8, trustedDays: 14, secondFactorHours: 24 });
    expect(() => loadConfig({ STAFF_SECOND_FACTOR_HOURS: '0' })).toThrow(
      /STAFF_SECOND_FACTOR_HOURS must be an integer/,
    );
    expect(() => loadConfig({ STAFF_TRUSTED_SESSION_DAYS: 'a month' })).toThrow(/STAFF_TRUSTED_SESSION_DAYS/);
  });
});
