import { merchantEn } from '../../mf-merchant/src/merchant-strings-en';
import { expect, test } from './fixtures';
import {
  addAddress,
  anyProduct,
  apiToken,
  merchant,
  openConsoleNavigation,
  placeOrder,
  registerMember,
} from './support';

const PASSWORD = 'Sovann-Phsar-2026';
const M = merchantEn;

test('the console live: an order placed while an orders member looks reaches the list and the Orders count at once, with a sound they can turn off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = `live${Date.now().toString(36)}`;
  const printed = merchant('staff', 'add', login, 'Vanna Live', '--role', 'orders');
  const link = /\/merchant\/setup\?token=[^\s]+/.exec(printed);
  expect(link, printed).not.toBeNull();
  await page.goto(link![0]);
  await page.getByLabel(M.setup.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(M.setup.again).fill(PASSWORD);
  // The console opens its event stream as soon as someone who follows orders is in.
  const streaming = page.waitForResponse((response) => /\/api\/merchant\/live\?ticket=/.test(response.url()));
  await page.getByRole('button', { name: M.setup.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/home$/);
  expect((await streaming).headers()['content-type']).toMatch(/^text\/event-stream/);

  const shopper = await registerMember(request);
  const token = await apiToken(request, shopper);
  const product = await anyProduct(request);
  const addrId = await addAddress(request, token);

  // On the home page: the Orders link counts the new order, without a reload.
  const first = await placeOrder(request, token, product, addrId);
  await openConsoleNavigation(page);
  const navigation = page.getByRole('navigation', { name: M.chrome.navigation });
  await expect(navigation.getByRole('link', { name: 'Orders (1 new order)' })).toBeVisible();

  // The order list shows it; the next order appears in it while it is open.
  await navigation.getByRole('link', { name: /^Orders/ }).click();
  await expect(page.getByRole('link', { name: first })).toBeVisible();
  const second = await placeOrder(request, token, product, addrId);
  await expect(page.getByRole('link', { name: second })).toBeVisible();
  await openConsoleNavigation(page);
  await expect(navigation.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();

  // The sound is on until turned off, and stays off on this browser.
  const sound = page.getByRole('switch', { name: M.chrome.orderSound });
  await expect(sound).toBeChecked();
  await sound.click();
  await expect(sound).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('heading', { name: M.orders.title, level: 1 })).toBeVisible();
  await openConsoleNavigation(page);
  await expect(page.getByRole('switch', { name: M.chrome.orderSound })).not.toBeChecked();
});
