// Riel beside the dollar on a 360 px phone in Khmer: the confirm page shows the server's riel without spilling
// sideways, and the pay page's KHQR in riel, read back from its pixels by zbar, carries currency 116 and the riel
// total frozen with the order. Screenshots of both pages are attached to the report.
import { expect, test, type Page } from '@playwright/test';
import { addAddress, anyProduct, apiToken, callApi, decodeQr, orderItemOf, registerMember, signIn } from './support';

test.use({ viewport: { width: 360, height: 740 } });

/** The top-level EMV fields of a QR payload: tag → value. */
function fields(payload: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    out[payload.slice(at, at + 2)] = payload.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return out;
}

const riel = (amount: number) => `${amount.toLocaleString('en-US')}៛`;

async function inKhmer(page: Page, url: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('LANGUAGE', 'Kh'));
  await page.goto(url);
}

async function noSidewaysSpill(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** The whole page as a file in the test's output folder (kept for the report). */
async function shot(page: Page, file: string): Promise<string> {
  await page.screenshot({ fullPage: true, path: file });
  return file;
}

test.skip(({ isMobile }) => !isMobile, 'a phone journey');

test('the confirm page in Khmer on a 360 px phone shows the riel the server figured', async ({
  page,
  request,
}, testInfo) => {
  const member = await registerMember(request);
  const token = await apiToken(request, member);
  await addAddress(request, token);
  const product = await anyProduct(request);
  const item = orderItemOf(product);
  await callApi(request, 'POST', 'shopCart/changeItem', { token, body: { ...item, count: 1 } });
  const { list } = await callApi<{ list: Array<{ basketId: number }> }>(request, 'GET', 'shopCart/info', { token });
  const basketIds = list.map((line) => line.basketId).join(',');

  await signIn(page, 'mobile', member);
  await inKhmer(page, `/mobile/confirm?basketIds=${basketIds}`);
  await expect(page.getByRole('button', { name: 'បញ្ជាទិញ', exact: true })).toBeVisible();
  const confirmation = await callApi<{ amount: number; amountRiel: number }>(
    request,
    'POST',
    'order/creatCartSubmission',
    {
      token,
      body: { basketIds: list.map((line) => line.basketId) },
    },
  );
  await expect(page.getByText(riel(confirmation.amountRiel)).first()).toBeVisible();
  await noSidewaysSpill(page);
  await testInfo.attach('confirm page, Khmer, 360 px', {
    path: await shot(page, testInfo.outputPath('confirm-km-360.png')),
  });
});

test('the pay page in Khmer gives the KHQR in riel: currency 116 and the frozen riel total', async ({
  page,
  request,
}, testInfo) => {
  const member = await registerMember(request);
  const token = await apiToken(request, member);
  const addrId = await addAddress(request, token);
  const orderItem = orderItemOf(await anyProduct(request));
  const { orderNumber } = await callApi<{ orderNumber: string }>(request, 'POST', 'order/CreateOrderConfirmation', {
    token,
    body: { orderItem },
  });
  const recTime = new Date(Date.now() + 26 * 3_600_000).toISOString();
  await callApi(request, 'POST', 'order/confirmation', {
    token,
    body: { orderNumber, addrId, recTime, paymentMethod: 2, orderItem },
  });
  const order = await callApi<{ amountRiel: number }>(request, 'GET', 'myOrder/orderDetail', {
    token,
    params: { orderNumber },
  });

  await signIn(page, 'mobile', member);
  await inKhmer(page, `/mobile/confirm/success?orderNumber=${orderNumber}`);
  await page.getByRole('radio', { name: 'រៀល' }).check();
  await expect(page.getByRole('heading', { name: new RegExp(riel(order.amountRiel)) })).toBeVisible();
  const qr = page.getByRole('img', { name: new RegExp(orderNumber) });
  await expect(qr).toBeVisible();
  await expect
    .poll(async () => fields(decodeQr(await qr.screenshot()))['53'], { message: 'the QR drawn is the riel one' })
    .toBe('116');
  const payload = fields(decodeQr(await qr.screenshot()));
  expect(payload['54']).toBe(String(order.amountRiel));
  expect(Number(fields(payload['99'])['01'])).toBeGreaterThan(Date.now());
  await noSidewaysSpill(page);
  await testInfo.attach('pay page, Khmer, 360 px, riel KHQR', {
    path: await shot(page, testInfo.outputPath('pay-km-360.png')),
  });
});
