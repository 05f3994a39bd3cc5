import { expect, test } from './fixtures';
import {
  anyProduct,
  callApi,
  memberWithAddress,
  merchant,
  orderDetailPath,
  PAGES,
  placeOrder,
  faceOf,
} from './support';

test('an unpaid order is cancelled only after confirming, then deleted from the list', async ({
  page,
  request,
}, testInfo) => {
  const face = faceOf(testInfo);
  const product = await anyProduct(request);
  const { token, addrId } = await memberWithAddress(page, request, face);
  const orderNumber = await placeOrder(request, token, product, addrId);

  await page.goto(orderDetailPath(face, orderNumber));
  const main = page.getByRole('main');
  await expect(main.getByText(product.prodName).first()).toBeVisible();
  await main.getByRole('button', { name: 'Cancel order' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await ask.getByRole('button', { name: 'Keep order' }).click();
  await expect(ask).toBeHidden();
  await expect(main.getByRole('button', { name: 'Pay now' })).toBeVisible();

  await main.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(page.getByText('Order cancelled').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Pay now' })).toBeHidden();

  await main.getByRole('button', { name: 'Delete order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this order?' })
    .getByRole('button', { name: 'Delete order' })
    .click();
  await expect(page.getByText('Order deleted').first()).toBeVisible();
  await page.goto(PAGES[face].orders);
  await expect(page.getByRole('main').getByText(/You have no orders yet/)).toBeVisible();
});

test('pay now with the bank app shows its QR code', async ({ page, request }, testInfo) => {
  const face = faceOf(testInfo);
  const product = await anyProduct(request);
  const { token, addrId } = await memberWithAddress(page, request, face);
  const orderNumber = await placeOrder(request, token, product, addrId);

  await page.goto(PAGES[face].orders);
  const card = page.getByRole('article', { name: `Order no. ${orderNumber}` });
  await card.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your order' });
  await dialog.getByRole('radio', { name: 'ABA Mobile app' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: `Payment QR code for order ${orderNumber}` })).toBeVisible();
});

test('a shipped order: confirm receipt, then buy it again into the cart', async ({ page, request }, testInfo) => {
  const face = faceOf(testInfo);
  const product = await anyProduct(request);
  const { token, addrId } = await memberWithAddress(page, request, face);
  const orderNumber = await placeOrder(request, token, product, addrId);
  await callApi(request, 'POST', 'payConfig/pay', { token, body: { orderNumbers: orderNumber, payType: 1 } });
  merchant('confirm-transfer', orderNumber);
  merchant('ship', orderNumber);

  await page.goto(orderDetailPath(face, orderNumber));
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Confirm receipt' }).click();
  await page
    .getByRole('alertdialog', { name: 'Have you received your order?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Thank you! Receipt confirmed').first()).toBeVisible();
  await expect(main.getByText('Completed').first()).toBeVisible();

  await main.getByRole('button', { name: 'Buy again' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGES[face].cart}$`));
  await expect(page.getByRole('main').getByText(product.prodName).first()).toBeVisible();
});
