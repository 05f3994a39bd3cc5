// What the journeys share: the face of the running project, API calls through the shell's origin,
// fresh members, and signing in the way a shopper does.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { generateSync } from 'otplib';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { merchantEn } from '../../mf-merchant/src/merchant-strings-en';

export type Face = 'laptop' | 'mobile';

const repoRoot = path.resolve(__dirname, '..', '..');

export const DEMO_MEMBER = { mobile: '012345678', password: 'demo1234' } as const;

/** The KHQR merchant the journeys' API is configured with (playwright.config.ts). */
export const KHQR_MERCHANT = { accountId: 'phsarpenh@aclb', name: 'Phsar Penh', city: 'Phnom Penh' } as const;

/** The stand-in Telegram Bot API the journeys' shop bot talks to (playwright.config.ts starts it): a port of the
 * engineer's own (TELEGRAM_STAND_IN_PORT, or API_PORT + 60). */
const telegramStandInPort = Number(process.env.TELEGRAM_STAND_IN_PORT || Number(process.env.API_PORT || 4000) + 60);
export const TELEGRAM_STAND_IN = {
  port: telegramStandInPort,
  url: `http://127.0.0.1:${telegramStandInPort}`,
  botToken: '123:JOURNEYS',
  webhookSecret: 'a-webhook-secret-of-the-journeys',
  /** A chat the bot is not in: sendMessage to it is answered 400 "chat not found". */
  unknownChat: '-404',
} as const;

/** A call the shop bot made to the stand-in Bot API. */
export interface StandInCall {
  method: string;
  token: string;
  body: { chat_id?: unknown; text?: unknown };
}

/** Every call the shop bot has made to the stand-in so far (all journeys'). */
export async function standInCalls(request: APIRequestContext): Promise<StandInCall[]> {
  return (await (await request.get(`${TELEGRAM_STAND_IN.url}/calls`)).json()) as StandInCall[];
}

export function faceOf(testInfo: TestInfo): Face {
  return testInfo.project.name === 'mobile' ? 'mobile' : 'laptop';
}

/** Where each face keeps the pages the journeys visit. */
export const PAGES = {
  laptop: {
    home: '/laptop/index',
    cart: '/laptop/centre/cart',
    login: '/laptop/user/login',
    orders: '/laptop/centre/order/list',
  },
  mobile: { home: '/mobile/index', cart: '/mobile/cart', login: '/mobile/user/login', orders: '/mobile/centre/order' },
} as const;

/**
 * Waits until React has taken a server-drawn page over. A tap on the drawn page before the shell's first script
 * runs is lost (nothing listens yet; ARCHITECTURE.md "Taking over"), so a journey that acts at once waits for this.
 */
export async function waitForTakeOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return (
      !!root && !root.hasAttribute('aria-busy') && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
    );
  });
}

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** One API call through the shell's origin; returns `data` or throws with the error envelope. */
export async function callApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  apiPath: string,
  options: { params?: Record<string, string | number>; body?: unknown; token?: string; language?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': options.language ?? 'en', 'X-Device': 'PC' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await request.fetch(`/api/${apiPath}`, {
    method,
    params: options.params,
    data: options.body,
    headers,
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok())
    throw new Error(`${method} /api/${apiPath} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** A member of its own for a journey that changes a cart or places orders (journeys run in parallel). */
export async function registerMember(request: APIRequestContext): Promise<{ mobile: string; password: string }> {
  const mobile = `09${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const password = 'journey123';
  await callApi(request, 'POST', 'member/getVcode', { body: { registerOrBind: 1, mobile } });
  const { code } = await callApi<{ code: string }>(request, 'GET', 'dev/outbox', { params: { mobile } });
  await callApi(request, 'POST', 'member/register', { body: { mobile, password: md5(password), validCode: code } });
  return { mobile, password };
}

/** Fills the sign-in form the shopper sees (the page must already show it). */
export async function fillSignInForm(page: Page, member: { mobile: string; password: string }): Promise<void> {
  await page
    .getByLabel(/phone|mobile/i)
    .first()
    .fill(member.mobile);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(member.password);
  await page.getByRole('button', { name: /^(sign in|log ?in)$/i }).click();
}

/** Opens the sign-in page of the face and signs in; ends where the shell sends a fresh sign-in. */
export async function signIn(
  page: Page,
  face: Face,
  member: { mobile: string; password: string } = DEMO_MEMBER,
): Promise<void> {
  await page.goto(PAGES[face].login);
  await fillSignInForm(page, member);
  await expect(page).not.toHaveURL(/\/user\/login/);
}

export interface ProductInfo {
  prodId: number;
  prodName: string;
  prodNameKh?: string | null;
  stock: number;
  specs: Array<{ name: string; values: Array<{ value: string }> }>;
  skuList: Array<{ skuId: number; specValues: Record<string, string>; stock: number }>;
}

/** The first product of the first home group that has stock (English names). */
export async function anyProduct(request: APIRequestContext): Promise<ProductInfo> {
  const tags = await callApi<Array<{ id: number }>>(request, 'GET', 'prod/tag/prodTagList');
  for (const tag of tags) {
    const group = await callApi<{ records: Array<{ prodId: number; stock: number }> }>(
      request,
      'POST',
      'prod/prodListByTagIdSelect',
      {
        body: { tagId: tag.id, shopId: 1, sort: 0, current: 1, size: 10 },
      },
    );
    const inStock = group.records.find((summary) => summary.stock > 0);
    if (inStock) return callApi<ProductInfo>(request, 'GET', 'prod/prodInfo', { params: { prodId: inStock.prodId } });
  }
  throw new Error('The seeded catalogue has no product in stock');
}

/** Signs in through the API (for setting up what a journey starts from); returns the token. */
export async function apiToken(
  request: APIRequestContext,
  member: { mobile: string; password: string },
): Promise<string> {
  const session = await callApi<{ token: string }>(request, 'POST', 'member/login', {
    body: { userMobile: member.mobile, loginPassword: md5(member.password) },
  });
  return session.token;
}

/** The words a shopper taps to buy, in the language the mall shows (English unless a journey chooses another). */
export interface BuyingWords {
  addToCart: string | RegExp;
  checkout: string | RegExp;
  bankTransfer: string | RegExp;
  placeOrder: string | RegExp;
}

export const ENGLISH_BUYING: BuyingWords = {
  addToCart: /add to cart/i,
  checkout: /check ?out|settle|buy/i,
  bankTransfer: /bank transfer/i,
  placeOrder: 'Place order',
};

/** On the product's page: chooses the first value of each specification, then taps "Add to cart". */
export async function addToCartOnProductPage(
  page: Page,
  product: ProductInfo,
  words: BuyingWords = ENGLISH_BUYING,
): Promise<void> {
  for (const spec of product.specs) {
    await page
      .getByRole('radio', { name: spec.values[0].value, exact: true })
      .or(page.getByRole('button', { name: spec.values[0].value, exact: true }))
      .first()
      .click();
  }
  await page.getByRole('button', { name: words.addToCart }).first().click();
}

/** Opens the cart, which must show the product, and checks out: ends on the confirm page. */
export async function checkOutFromCart(
  page: Page,
  face: Face,
  productName: string,
  words: BuyingWords = ENGLISH_BUYING,
): Promise<void> {
  await page.goto(PAGES[face].cart);
  await expect(page.getByRole('main').getByText(productName).first()).toBeVisible();
  await page.getByRole('button', { name: words.checkout }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${face}/confirm`));
}

/** On the confirm page with an address chosen: pays by bank transfer and places the order; returns its number. */
export async function placeOrderByBankTransfer(
  page: Page,
  face: Face,
  words: BuyingWords = ENGLISH_BUYING,
): Promise<string> {
  await page.getByRole('radio', { name: words.bankTransfer }).first().check();
  await page.getByRole('button', { name: words.placeOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/${face}/(confirm/)?success\\?(.*&)?orderNumber=\\w+`));
  return new URL(page.url()).searchParams.get('orderNumber')!;
}

/** The first SKU with stock of a product, as an order item. */
export function orderItemOf(product: ProductInfo): {
  shopId: number;
  prodId: number;
  skuId: number;
  prodCount: number;
} {
  const sku = product.skuList.find((candidate) => candidate.stock > 0) ?? product.skuList[0];
  return { shopId: 1, prodId: product.prodId, skuId: sku.skuId, prodCount: 1 };
}

/** Adds a delivery address for the member; returns its addrId. */
export async function addAddress(
  request: APIRequestContext,
  token: string,
  receiver = 'Sok Dara',
  commonAddr: 0 | 1 = 1,
): Promise<number> {
  await callApi(request, 'POST', 'address/addAddr', {
    token,
    body: {
      receiver,
      mobile: '012345678',
      addr: 'No. 12, Street 271, Toul Tompoung, Phnom Penh',
      addrType: 1,
      commonAddr,
    },
  });
  const list = await callApi<Array<{ addrId: number; receiver: string }>>(request, 'GET', 'address/list', { token });
  return list.find((address) => address.receiver === receiver)!.addrId;
}

/** Places an unpaid buy-now order of one piece of the product; returns its number. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  product: ProductInfo,
  addrId: number,
): Promise<string> {
  const orderItem = orderItemOf(product);
  const confirmation = await callApi<{ orderNumber: string }>(request, 'POST', 'order/CreateOrderConfirmation', {
    token,
    body: { orderItem },
  });
  const recTime = new Date(Date.now() + 26 * 3600_000).toISOString();
  await callApi(request, 'POST', 'order/confirmation', {
    token,
    body: { orderItem, addrId, recTime, orderNumber: confirmation.orderNumber, paymentMethod: 1 },
  });
  return confirmation.orderNumber;
}

/** A merchant command (`npm run mall -- …`) on the database the journeys' API uses. */
export function merchant(...args: string[]): string {
  const databaseUrl = process.env.MALL_E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('MALL_E2E_DATABASE_URL names the journeys’ database');
  return execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/cli.ts', ...args], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}

/** Where each face shows one order. */
export function orderDetailPath(face: Face, orderNumber: string): string {
  return face === 'laptop'
    ? `/laptop/centre/order/detail?orderNumber=${orderNumber}`
    : `/mobile/centre/order/details?orderNumber=${orderNumber}`;
}

/** A fresh member with a default address, signed in on the page (through the form); returns what journeys need. */
export async function memberWithAddress(page: Page, request: APIRequestContext, face: Face) {
  const member = await registerMember(request);
  const token = await apiToken(request, member);
  const addrId = await addAddress(request, token);
  await signIn(page, face, member);
  return { member, token, addrId };
}

/**
 * A shell that refused its catalogue (a remote built on another contract): the home page says that part of the shop
 * is being updated, with a retry; the shell around it and another page keep working, and nothing throws.
 */
export async function expectCatalogueRefused(page: Page, shellOrigin: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${shellOrigin}/laptop/index`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This part of the shop is being updated' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('search')).toBeVisible();
  await page.goto(`${shellOrigin}/laptop/aboutUs`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'About Phsar Penh' })).toBeVisible();
  expect(errors, 'uncaught errors on the page').toEqual([]);
}

export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The memory a process holds: from the system (RSS), and what is still alive in it after a full collection. */
export interface ProcessMemory {
  residentMiB: number;
  liveMiB: number;
}

/**
 * A shell server of our own (its own process, as in production: the built shell/server/dist/shell-server.cjs) with
 * these settings over the journeys' own; `memory()` reads what it holds.
 */
export async function startShellServer(
  env: NodeJS.ProcessEnv,
): Promise<{ origin: string; memory: () => Promise<ProcessMemory>; stop: () => void }> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--expose-gc', '--require', './e2e/memory-probe.cjs', 'shell/server/dist/shell-server.cjs', 'shell'],
    {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, SHELL_PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  await once(server.stdout!, 'data');
  const memory = async () => {
    const answer = once(server, 'message');
    server.send('memory');
    return (await answer)[0] as ProcessMemory;
  };
  return { origin: `http://127.0.0.1:${port}`, memory, stop: () => server.kill() };
}

/** The staff password the journeys set. */
export const PASSWORD = 'Sovann-Phsar-2026';

/** What an owner keeps from the set-up: the authenticator's key and the ten one-time recovery codes. */
export interface OwnerSecrets {
  secret: string;
  recoveryCodes: string[];
}

/**
 * The first owner: made by the operator's command, which prints the one-time link; a password, then TOTP; the ten
 * recovery codes are shown once, then the console opens.
 */
export async function setUpOwner(page: Page, login: string): Promise<OwnerSecrets> {
  // The operator's command prints the one-time set-up link.
  const printed = merchant('staff', 'add', login, 'Shop Owner');
  const link = /\/merchant\/setup\?token=[^\s]+/.exec(printed);
  expect(link, printed).not.toBeNull();
  await page.goto(link![0]);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Type the password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();

  // An owner adds the shop to an authenticator app: the key is shown under the QR code.
  await expect(page.getByRole('heading', { name: 'Add the second sign-in step' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to add this shop to your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  await page.getByLabel('Six-digit code from your authenticator app').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();

  // The recovery codes, shown this once, then on into the console.
  await expect(page.getByRole('heading', { name: 'Keep these recovery codes' })).toBeVisible();
  const recoveryCodes = (
    await page.getByRole('list', { name: 'Your recovery codes' }).locator('code').allInnerTexts()
  ).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have kept them, continue' }).click();
  return { secret, recoveryCodes };
}

/** A QR code's text read back from its pixels by a real decoder (zbarimg, Debian's zbar-tools). */
export function decodeQr(png: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'khqr-'));
  try {
    const file = path.join(dir, 'qr.png');
    writeFileSync(file, png);
    return execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).replace(/\n$/, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The console's navigation: beside the page on a desktop, behind the menu button on a phone. Just after a reload
 * the console may still be drawing itself, and a tap then can go unheard: tapped until it opens. */
export async function openConsoleNavigation(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: merchantEn.chrome.menu });
  if (!(await button.isVisible())) return;
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(page.getByRole('navigation', { name: merchantEn.chrome.navigation })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
