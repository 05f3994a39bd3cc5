// Cash on delivery as a Phnom Penh shop runs it: the owner turns it on in the console, a shopper chooses it on the
// confirm page and is told to pay the rider, the orders desk records the cash the rider brought back, the shopper's
// order is completed, and the day's cash report lists it against what was due.
import { expect, test } from './fixtures';
import {
  addAddress,
  anyProduct,
  apiToken,
  callApi,
  faceOf,
  orderDetailPath,
  registerMember,
  setUpOwner,
  signIn,
} from './support';

test('cash on delivery: turned on by the owner, chosen by a shopper, recorded by the desk, completed and reported', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const face = faceOf(testInfo);
  const stamp = `${face}${Date.now().toString(36)}`;

  // The owner turns cash on delivery on, in a browser of their own (the shopper's is the face's phone or laptop).
  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  await setUpOwner(staffPage, `cash-owner-${stamp}`);
  await expect(staffPage.getByRole('heading', { name: 'Today at the shop' })).toBeVisible();
  await staffPage.goto('/merchant/settings');
  const cash = staffPage.getByRole('checkbox', { name: 'Shoppers may pay the rider in cash' });
  const save = staffPage.getByRole('button', { name: 'Save', exact: true });
  try {
    await cash.check();
    await save.click();
    await expect(staffPage.getByText('Saved.')).toBeVisible();

    // A shopper with an address and a product in the cart chooses cash on delivery.
    const shopper = await registerMember(request);
    const token = await apiToken(request, shopper);
    await addAddress(request, token);
    const product = await anyProduct(request);
    const sku = product.skuList.find((s) => s.stock > 0)!;
    await callApi(request, 'POST', 'shopCart/changeItem', {
      token,
      body: { shopId: 1, prodId: product.prodId, skuId: sku.skuId, count: 1 },
    });
    const cart = await callApi<{ list: Array<{ basketId: number }> }>(request, 'GET', 'shopCart/info', { token });
    const basketIds = cart.list.map((line) => line.basketId).join(',');
    const shopperPage = page;
    await signIn(shopperPage, face, shopper);
    await shopperPage.goto(`/${face}/confirm?basketIds=${basketIds}`);
    const byCash = shopperPage.getByRole('radio', { name: /Cash on delivery/ });
    await expect(byCash).toHaveAccessibleName(/Pay the rider in cash when your order arrives\./);
    await byCash.check();
    await shopperPage.getByRole('button', { name: 'Place order' }).click();
    await expect(shopperPage).toHaveURL(/success\?orderNumber=/);
    const orderNumber = new URL(shopperPage.url()).searchParams.get('orderNumber')!;
    await expect(shopperPage.getByText(/Pay the rider \$[\d.]+ in cash when your order arrives/)).toBeVisible();
    const order = await callApi<{ amount: number; status: number; paymentMethod: number }>(
      request,
      'GET',
      'myOrder/orderDetail',
      { token, params: { orderNumber } },
    );
    // Straight to "to be delivered": nothing to pay now.
    expect(order).toMatchObject({ status: 2, paymentMethod: 3 });
    await shopperPage.goto(orderDetailPath(face, orderNumber));
    await expect(
      shopperPage.getByText(`Cash on delivery: pay the rider $${order.amount.toFixed(2)} in cash`),
    ).toBeVisible();

    // The desk records the cash the rider brought back: the order is completed.
    await staffPage.goto(`/merchant/orders/${orderNumber}`);
    await staffPage.getByRole('button', { name: 'Delivered, cash taken', exact: true }).click();
    const ask = staffPage.getByRole('alertdialog');
    await ask.getByLabel('Amount received (US$)').fill(order.amount.toFixed(2));
    await ask.getByRole('button', { name: 'Delivered, cash taken', exact: true }).click();
    await expect(staffPage.getByText('The cash is recorded: the order is completed.')).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await callApi<{ status: number }>(request, 'GET', 'myOrder/orderDetail', {
              token,
              params: { orderNumber },
            })
          ).status,
      )
      .toBe(5);
    await shopperPage.reload();
    await expect(shopperPage.getByText(/Pay the rider/)).toHaveCount(0);

    // The day's cash report has it, with nothing flagged.
    await staffPage.goto('/merchant/cash');
    const row = staffPage
      .getByRole('row')
      .filter({ hasText: orderNumber })
      .or(staffPage.getByRole('listitem').filter({ hasText: orderNumber }));
    await expect(row.first()).toBeVisible();
    await expect(row.first()).toContainText(`$${order.amount.toFixed(2)}`);
    await expect(row.first()).not.toContainText('Differs');
  } finally {
    // Other journeys expect the shop as seeded: cash off again.
    await staffPage.goto('/merchant/settings');
    await cash.uncheck();
    await save.click();
    await expect(staffPage.getByText('Saved.')).toBeVisible();
    await staffContext.close();
  }
});
