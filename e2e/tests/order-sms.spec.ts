import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addAddress,
  anyProduct,
  apiToken,
  callApi,
  faceOf,
  merchant,
  orderItemOf,
  registerMember,
  signIn,
  waitForTakeOver,
} from './support';

/** The order messages the development SMS sender kept for a mobile. */
const textsTo = (request: APIRequestContext, mobile: string) =>
  callApi<string[]>(request, 'GET', 'dev/outbox/messages', { params: { mobile } });

test('the shopper hears of an order by SMS in the language it was placed in, and turns the messages off in the member centre', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const face = faceOf(testInfo);
  const shopper = await registerMember(request);
  const token = await apiToken(request, shopper);
  const product = await anyProduct(request);
  const addrId = await addAddress(request, token);

  // Placed from a Chinese page: the message is in Chinese.
  const orderItem = orderItemOf(product);
  const { orderNumber } = await callApi<{ orderNumber: string }>(request, 'POST', 'order/CreateOrderConfirmation', {
    token,
    body: { orderItem },
    language: 'zh',
  });
  const recTime = new Date(Date.now() + 26 * 3600_000).toISOString();
  await callApi(request, 'POST', 'order/confirmation', {
    token,
    language: 'zh',
    body: { orderItem, addrId, recTime, orderNumber, paymentMethod: 1 },
  });
  await expect
    .poll(() => textsTo(request, shopper.mobile))
    .toEqual([
      // The dollars and the riel frozen with the order.
      expect.stringMatching(
        new RegExp(`^金边商城：我们已收到您的订单 ${orderNumber}（\\$\\d+\\.\\d\\d · [\\d,]+瑞尔），谢谢！$`),
      ),
    ]);

  // The member centre's switch, in the language the mall is shown in.
  await signIn(page, face, shopper);
  await page.goto(face === 'laptop' ? '/laptop/centre/order/list' : '/mobile/centre');
  await waitForTakeOver(page);
  const toggle = page.getByRole('switch', { name: 'Order updates by SMS' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Order updates by SMS' })).not.toBeChecked();

  // Off: the payment confirmed by the shop sends nothing. On again (from this English page): the shipping does, in
  // English, and the payment's message, run before it, never comes.
  merchant('confirm-transfer', orderNumber);
  await page.waitForTimeout(1000);
  await page.getByRole('switch', { name: 'Order updates by SMS' }).click();
  await expect(page.getByRole('switch', { name: 'Order updates by SMS' })).toBeChecked();
  merchant('ship', orderNumber);
  await expect
    .poll(() => textsTo(request, shopper.mobile))
    .toEqual([expect.stringContaining('金边商城'), `Phsar Penh: order ${orderNumber} is on its way to you.`]);
});
