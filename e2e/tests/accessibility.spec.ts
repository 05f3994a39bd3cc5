import { expect, expectAccessible, test } from './fixtures';
import {
  addAddress,
  anyProduct,
  apiToken,
  callApi,
  faceOf,
  orderItemOf,
  placeOrder,
  registerMember,
  signIn,
} from './support';

const VISITOR_PAGES = {
  laptop: [
    '/laptop/index',
    '/laptop/classify',
    '/laptop/aboutUs',
    '/laptop/aboutUs/contact',
    '/laptop/aboutUs/help',
    '/laptop/aboutUs/refund',
    '/laptop/aboutUs/download',
    '/laptop/user/login',
    '/laptop/user/register',
    '/laptop/user/password',
    '/privacy.html',
    '/terms.html',
  ],
  mobile: [
    '/mobile/index',
    '/mobile/classify',
    '/mobile/search',
    '/mobile/centre',
    '/mobile/centre/about',
    '/mobile/centre/contact',
    '/mobile/centre/help',
    '/mobile/centre/refund',
    '/mobile/centre/download',
    '/mobile/user/login',
    '/mobile/user/register',
    '/mobile/resetPassword',
    '/privacy.html',
    '/terms.html',
  ],
} as const;

const MEMBER_PAGES = {
  laptop: [
    '/laptop/centre/cart',
    '/laptop/centre/order/list',
    '/laptop/centre/address',
    '/laptop/centre/favorite',
    '/laptop/centre/contact',
  ],
  mobile: [
    '/mobile/cart',
    '/mobile/centre',
    '/mobile/centre/order',
    '/mobile/favorite',
    '/mobile/confirm/address?from=centre',
    '/mobile/confirm/address/edit?from=centre',
  ],
} as const;

test('every page a visitor can open has no serious accessibility barrier', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  const face = faceOf(testInfo);
  const product = await anyProduct(request);
  for (const address of [...VISITOR_PAGES[face], `/${face}/product?prodId=${product.prodId}`]) {
    await page.goto(address);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, testInfo);
  }
});

test('every page a member opens has no serious accessibility barrier', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  const face = faceOf(testInfo);
  const member = await registerMember(request);
  const token = await apiToken(request, member);
  const product = await anyProduct(request);
  const item = orderItemOf(product);
  await callApi(request, 'POST', 'shopCart/changeItem', {
    token,
    body: { count: 1, prodId: item.prodId, shopId: 1, skuId: item.skuId },
  });
  await callApi(request, 'POST', 'user/collection/addOrCancel', { token, body: { prodId: product.prodId } });
  const orderNumber = await placeOrder(request, token, product, await addAddress(request, token));

  await signIn(page, face, member);
  const orderPages = [
    `/${face}/confirm?prodId=${item.prodId}&skuId=${item.skuId}&prodCount=1`,
    face === 'laptop'
      ? `/laptop/centre/order/detail?orderNumber=${orderNumber}`
      : `/mobile/centre/order/details?orderNumber=${orderNumber}`,
    face === 'laptop'
      ? `/laptop/success?orderNumber=${orderNumber}`
      : `/mobile/confirm/success?orderNumber=${orderNumber}`,
  ];
  for (const address of [...MEMBER_PAGES[face], ...orderPages]) {
    await page.goto(address);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, testInfo);
  }
});
