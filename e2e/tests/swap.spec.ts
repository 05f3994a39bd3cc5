// An integrator swaps the checkout for another team's (examples/checkout-onepage) by editing config.json only:
// the shell's built files stay byte for byte the same, a purchase goes through the other checkout, and the
// edit back restores ours.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  defaultRemotes,
  fingerprint,
  onePageCheckoutBuild,
  ROOT,
  serveRemote,
  serveShell,
  type Served,
} from './deploy-support';
import { anyProduct, callApi, fillSignInForm, md5, registerMember } from './support';

const servers: Served[] = [];
test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

test('the one-page checkout of another team replaces ours by config.json, takes an order, and ours comes back', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one swap is enough; the one-page checkout draws both faces alike');
  testInfo.setTimeout(300_000);
  const onePage = await serveRemote('checkout', await onePageCheckoutBuild());
  const shell = await serveShell();
  servers.push(onePage, shell);
  const shellBuild = path.join(ROOT, 'shell/dist', readdirSync(path.join(ROOT, 'shell/dist'))[0]);
  const shellBefore = fingerprint(shellBuild);
  const ours = await defaultRemotes();

  // A fresh member with one product in the cart.
  const member = await registerMember(request);
  const product = await anyProduct(request);
  const sku = product.skuList.find((candidate) => candidate.stock > 0)!;
  const { token } = await callApi<{ token: string }>(request, 'POST', 'member/login', {
    body: { userMobile: member.mobile, loginPassword: md5(member.password) },
  });
  await callApi(request, 'POST', 'shopCart/changeItem', {
    token,
    body: { prodId: product.prodId, skuId: sku.skuId, shopId: 1, count: 1 },
  });

  // The swap: one line of config.json.
  shell.setRemotes({ ...ours, checkout: `${onePage.origin}/1.0.0/mf-manifest.json` });
  await page.goto(`${shell.origin}/laptop/user/login`);
  await fillSignInForm(page, member);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto(`${shell.origin}/laptop/centre/cart`);

  // Cart, address, time and payment on one page.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(product.prodName).first()).toBeVisible();
  await main.getByLabel('Receiver').fill('Sok Dara');
  await main.getByLabel('Phone number').fill(member.mobile);
  await main.getByLabel('Address', { exact: true }).fill('No. 12, Street 271, Toul Tompoung, Phnom Penh');
  await expect(main.getByRole('combobox', { name: 'Delivery time' })).toHaveValue(/T\d\d:00:00\+07:00$/);
  await main.getByRole('radio', { name: 'Bank transfer' }).check();
  await main.getByRole('button', { name: 'Place order and pay' }).click();

  await expect(page).toHaveURL(/\/laptop\/success\?orderNumber=/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
  await expect(main.getByRole('heading', { name: `Thank you! Order ${orderNumber} is placed.` })).toBeVisible();
  await expect(main.getByText('Account number')).toBeVisible();
  const order = await callApi<{ orderNumber: string; paymentMethod: number }>(request, 'GET', 'myOrder/orderDetail', {
    token,
    params: { orderNumber },
  });
  expect(order.orderNumber).toBe(orderNumber);
  expect(order.paymentMethod).toBe(1);

  // Swapped back: our checkout's cart again, without a rebuild.
  shell.setRemotes(ours);
  await page.goto(`${shell.origin}/laptop/centre/cart`);
  await expect(page.getByRole('heading', { name: /cart/i }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Place order and pay' })).toHaveCount(0);

  expect(fingerprint(shellBuild), 'the shell build, byte for byte').toEqual(shellBefore);
});
