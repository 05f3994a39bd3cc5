import { createHash } from 'node:crypto';
import { ConfigError, defaultConfig, type AppConfig } from '../../config';
import { createPaymentProvider, paymentProviderNames } from '../payment-providers';
import { khqrSettings, createKhqrProvider } from '../payment-providers/khqr';
import { startFakeBakong, type FakeBakong } from '../../../test/fake-bakong';

const khqrEnv = { KHQR_ACCOUNT_ID: 'phsarpenh@aclb', KHQR_MERCHANT_NAME: 'Phsar Penh' };
const configWith = (over: Partial<AppConfig>): AppConfig => ({ ...defaultConfig(), ...over });

describe('payment provider registry', () => {
  it('finds every provider file and builds the one PAYMENT_PROVIDER names', () => {
    expect(paymentProviderNames()).toEqual(['khqr', 'sandbox']);
    expect(createPaymentProvider(configWith({})).name).toBe('sandbox');
    expect(createPaymentProvider(configWith({ paymentProvider: 'khqr', env: khqrEnv })).name).toBe('khqr');
  });

  it.each(['cash', '../config', 'index', 'types', 'KHQR'])(
    'refuses PAYMENT_PROVIDER=%s, naming the choices',
    (name) => {
      expect(() => createPaymentProvider(configWith({ paymentProvider: name }))).toThrow(
        new ConfigError(`PAYMENT_PROVIDER must be one of khqr, sandbox (got "${name}")`),
      );
    },
  );
});

describe('KHQR settings', () => {
  it.each([
    [{}, /needs KHQR_ACCOUNT_ID/],
    [{ KHQR_ACCOUNT_ID: 'phsarpenh' }, /KHQR_ACCOUNT_ID must be a Bakong account id/],
    [{ KHQR_ACCOUNT_ID: 'phsarpenh@aclb' }, /needs KHQR_MERCHANT_NAME/],
    [{ ...khqrEnv, KHQR_MERCHANT_NAME: 'ផ្សារភ្នំពេញ' }, /KHQR_MERCHANT_NAME must be at most 25 plain ASCII/],
    [{ ...khqrEnv, KHQR_MERCHANT_CITY: 'The City of Phnom Penh' }, /KHQR_MERCHANT_CITY must be at most 15/],
  ])('refuses %j', (env, message) => {
    expect(() => khqrSettings(configWith({ paymentProvider: 'khqr', env }))).toThrow(message);
  });

  it('needs a Bakong API token (over https) in production, where payments are confirmed against Bakong', () => {
    const production = (env: Record<string, string>) =>
      configWith({ nodeEnv: 'production', paymentProvider: 'khqr', env: { ...khqrEnv, ...env } });
    expect(() => khqrSettings(production({}))).toThrow(/BAKONG_API_TOKEN/);
    expect(() => khqrSettings(production({ BAKONG_API_TOKEN: 't', BAKONG_API_URL: 'http://bakong.example' }))).toThrow(
      /https/,
    );
    expect(khqrSettings(production({ BAKONG_API_TOKEN: 't' }))).toMatchObject({
      bakongApiUrl: 'https://api-bakong.nbc.gov.kh',
      merchantCity: 'Phnom Penh',
    });
    expect(
      createKhqrProvider(khqrSettings(configWith({ paymentProvider: 'khqr', env: khqrEnv }))).checkPayment,
    ).toBeUndefined();
  });
});

describe('KHQR status check against a fake Bakong', () => {
  let bakong: FakeBakong;
  beforeAll(async () => {
    bakong = await startFakeBakong();
  });
  afterAll(() => bakong.close());

  it('asks by the md5 of the QR with the token, and believes only a USD payment to our account', async () => {
    const provider = createKhqrProvider(
      khqrSettings(
        configWith({
          paymentProvider: 'khqr',
          env: { ...khqrEnv, BAKONG_API_URL: bakong.url, BAKONG_API_TOKEN: 'secret-token' },
        }),
      ),
    );
    const app = await provider.appPayment({
      reference: 'MPAAAABBBBCC',
      orderNumbers: ['20261122140500123456'],
      amountCents: 2100,
      amountRiel: 86_100,
      currency: 'USD',
      createdAt: Date.now(),
      expiresAt: Date.now() + 60_000,
    });
    const record = { reference: 'MPAAAABBBBCC', amountCents: 2100, createdAt: Date.now(), app };
    const md5 = createHash('md5').update(app.qrString).digest('hex');

    expect(await provider.checkPayment!(record)).toBeNull();
    expect(bakong.requests.at(-1)).toEqual({
      path: '/v1/check_transaction_by_md5',
      authorization: 'Bearer secret-token',
      md5,
    });

    bakong.transactions.set(md5, {
      hash: 'abc',
      fromAccountId: 'someone@wing',
      toAccountId: 'phsarpenh@aclb',
      currency: 'USD',
      amount: 21,
      createdDateMs: 1795384878000,
      acknowledgedDateMs: 1795384879000,
    });
    expect(await provider.checkPayment!(record)).toEqual({
      reference: 'MPAAAABBBBCC',
      amountCents: 2100,
      status: 'paid',
      paidAt: 1795384879000,
    });

    bakong.transactions.set(md5, { toAccountId: 'thief@aclb', currency: 'USD', amount: 21, createdDateMs: 1 });
    await expect(provider.checkPayment!(record)).rejects.toThrow(/not a USD payment to phsarpenh@aclb/);
    bakong.failNext();
    await expect(provider.checkPayment!(record)).rejects.toThrow(/HTTP 500/);
  });

  it("gives each QR Bakong's short link, which opens a bank app on a phone; none when Bakong gives none", async () => {
    const settings = (env: Record<string, string>) =>
      khqrSettings(configWith({ paymentProvider: 'khqr', publicOrigin: 'https://shop.example', env }));
    const request = {
      reference: 'MPAAAABBBBDD',
      orderNumbers: ['20261122140500123457'],
      amountCents: 2100,
      amountRiel: 86_100,
      currency: 'KHR' as const,
      createdAt: Date.now(),
      expiresAt: Date.now() + 60_000,
    };
    const provider = createKhqrProvider(
      settings({ ...khqrEnv, BAKONG_API_URL: bakong.url, BAKONG_API_TOKEN: 'secret-token' }),
    );
    const app = await provider.appPayment(request);
    expect(app.deeplink).toMatch(/^https:\/\/bakong\.page\.link\/[0-9a-f]{10}$/);
    expect(bakong.deeplinkRequests.at(-1)).toEqual({
      authorization: 'Bearer secret-token',
      body: {
        qr: app.qrString,
        sourceInfo: {
          appIconUrl: 'https://shop.example/web-app/icon-192.png',
          appName: 'Phsar Penh',
          appDeepLinkCallback: 'https://shop.example/mobile/centre/order',
        },
      },
    });
    // Bakong down: the QR is still given, without a link.
    bakong.failNext();
    expect(await provider.appPayment(request)).toEqual({ deeplink: null, qrString: expect.stringMatching(/^000201/) });
    // Without the token (development), nothing is asked.
    const asked = bakong.deeplinkRequests.length;
    expect((await createKhqrProvider(settings(khqrEnv)).appPayment(request)).deeplink).toBeNull();
    expect(bakong.deeplinkRequests).toHaveLength(asked);
  });
});
