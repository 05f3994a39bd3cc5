import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { KHQR_MERCHANT, TELEGRAM_STAND_IN } from './tests/support';

const isCI = Boolean(process.env.CI);
const repoRoot = path.resolve(__dirname, '..');
const shellPort = Number(process.env.SHELL_PORT || 8080);
export const baseURL = `http://localhost:${shellPort}`;

// A fresh SQLite file per run. Set once in the main process; workers inherit it through the environment.
process.env.MALL_E2E_DATABASE_URL ??= `file:${path.join(os.tmpdir(), `mall-e2e-${process.pid}-${Date.now()}.db`)}`;

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: isCI ? 1 : 2,
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'Asia/Phnom_Penh',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The service worker's own journeys (web-app.spec.ts) open a profile of their own that allows it; the others
    // see every request as the page makes it (routes, failures), as before the worker.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
  ],
  webServer: [
    {
      // The stand-in Telegram Bot API the shop bot talks to (order-telegram.spec.ts reads what it was sent).
      command: `node node_modules/tsx/dist/cli.mjs e2e/telegram-stand-in.ts ${TELEGRAM_STAND_IN.port} ${TELEGRAM_STAND_IN.unknownChat}`,
      cwd: repoRoot,
      url: `${TELEGRAM_STAND_IN.url}/calls`,
      reuseExistingServer: !isCI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 60_000,
    },
    {
      // MALL_E2E_SERVER=nginx: the front ends from nginx (deploy/nginx/), as deployed, instead of the Node servers.
      command: process.env.MALL_E2E_SERVER === 'nginx' ? 'node scripts/start.mjs --nginx' : 'node scripts/start.mjs',
      cwd: repoRoot,
      // Through the shell's proxy: answers only once the API (seeded) is up too.
      url: `${baseURL}/api/health`,
      wait: { stdout: /Mall ready:/ },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      reuseExistingServer: !isCI,
      // The first start builds the missing apps and seeds the database.
      timeout: 600_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // The journeys pay with KHQR (the pay page shows a real one; `npm start` keeps the sandbox bank), and sign in
      // and search from one address, and staff upload and invite, many times a minute: limits far above the production
      // ones.
      env: {
        DATABASE_URL: process.env.MALL_E2E_DATABASE_URL as string,
        PAYMENT_PROVIDER: 'khqr',
        KHQR_ACCOUNT_ID: KHQR_MERCHANT.accountId,
        KHQR_MERCHANT_NAME: KHQR_MERCHANT.name,
        KHQR_MERCHANT_CITY: KHQR_MERCHANT.city,
        RATE_LIMIT_AUTH_PER_MINUTE: '100000',
        RATE_LIMIT_BROWSE_PER_MINUTE: '100000',
        RATE_LIMIT_STAFF_PER_MINUTE: '100000',
        RATE_LIMIT_STAFF_COSTLY_PER_MINUTE: '100000',
        // The shop bot, at the stand-in, its updates posted to the webhook by the journey (as Telegram would).
        TELEGRAM_BOT_TOKEN: TELEGRAM_STAND_IN.botToken,
        TELEGRAM_API_ROOT: TELEGRAM_STAND_IN.url,
        TELEGRAM_UPDATES: 'webhook',
        TELEGRAM_WEBHOOK_SECRET: TELEGRAM_STAND_IN.webhookSecret,
      },
    },
  ],
});
