// The order desk on a phone, in Khmer (issue 35): an orders member finds a bank-transfer order by its payment
// reference, confirms the transfer with the amount received (short, and said so), prints the packing slip (only the
// slip is printed, no console chrome), ships it with a rider, and takes one line back into stock.
import type { APIRequestContext, Page } from '@playwright/test';
import { commonKm } from '../../shared/src/i18n/locales/common-strings-km';
import { merchantKm as M } from '../../mf-merchant/src/merchant-strings-km';
import { expect, test } from './fixtures';
import {
  addAddress,
  apiToken,
  callApi,
  merchant,
  PASSWORD,
  placeOrder,
  type ProductInfo,
  registerMember,
} from './support';

/** A console string with its {{placeholders}} filled. */
const say = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Dollars as the console writes them ($1,234.50). */
const dollars = (amount: number) => `$${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The phone's browser speaks Khmer: the console is in Khmer from its first page. */
test.use({ locale: 'km-KH' });

/** A seeded product with variants (a size, a colour, a weight…) whose first variant has stock, in Khmer. */
async function productWithVariants(request: APIRequestContext): Promise<ProductInfo & { prodNameKh?: string | null }> {
  const tags = await callApi<Array<{ id: number }>>(request, 'GET', 'prod/tag/prodTagList');
  for (const tag of tags) {
    const group = await callApi<{ records: Array<{ prodId: number; stock: number }> }>(
      request,
      'POST',
      'prod/prodListByTagIdSelect',
      { body: { tagId: tag.id, shopId: 1, sort: 0, current: 1, size: 10 } },
    );
    for (const summary of group.records.filter((record) => record.stock > 0)) {
      const product = await callApi<ProductInfo>(request, 'GET', 'prod/prodInfo', {
        params: { prodId: summary.prodId },
        language: 'km',
      });
      if (product.specs.length > 0 && product.skuList[0].stock > 0) return product;
    }
  }
  throw new Error('The seeded catalogue has no product with variants in stock');
}

/** The console's navigation is behind the menu button on a phone: tapped until it opens (it may still be drawing). */
async function openNavigation(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: M.chrome.menu, exact: true });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(page.getByRole('navigation', { name: M.chrome.navigation })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test('on a phone in Khmer: an orders member finds a bank-transfer order by its payment reference, confirms the transfer with a short amount received, prints the packing slip (only the slip), ships it with a rider, and returns one line into stock', async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'mobile',
    'The Khmer order desk journey is the phone’s (the desktop console is in merchant.spec.ts)',
  );
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);

  // The shopper's side is covered by the purchase journeys: here the order is placed and paid for through the API,
  // by bank transfer (its reference is what the bank's statement shows).
  const shopper = await registerMember(request);
  const token = await apiToken(request, shopper);
  const addrId = await addAddress(request, token);
  const product = await productWithVariants(request);
  const sku = product.skuList[0];
  const orderNumber = await placeOrder(request, token, product, addrId);
  const { reference } = await callApi<{ reference: string }>(request, 'POST', 'payConfig/pay', {
    token,
    body: { orderNumbers: orderNumber, payType: 1 },
  });
  const order = await callApi<{ amount: number; items: Array<{ prodName: string; specs: string }> }>(
    request,
    'GET',
    'myOrder/orderDetail',
    { token, params: { orderNumber }, language: 'km' },
  );
  const due = order.amount;
  // The line as it was bought, in Khmer: the product's name and the variant's words (a colour, a size…).
  const { prodName: productName, specs: variantBought } = order.items[0];
  expect(variantBought).not.toBe('');
  const stockOfVariant = async () =>
    (await callApi<ProductInfo>(request, 'GET', 'prod/prodInfo', { params: { prodId: product.prodId } })).skuList.find(
      (candidate) => candidate.skuId === sku.skuId,
    )!.stock;

  // A member of the orders staff, made by the owner's command, sets a password on the one-time link.
  const printed = merchant('staff', 'add', `desk-${stamp}`, 'សុខា', '--role', 'orders');
  const link = /\/merchant\/setup\?token=[^\s]+/.exec(printed);
  expect(link, printed).not.toBeNull();
  // The browser's print dialog cannot be driven: printing is counted, and what prints is seen with print media.
  await page.addInitScript(() => {
    window.print = () => {
      const counted = window as unknown as { printed?: number };
      counted.printed = (counted.printed ?? 0) + 1;
    };
  });
  await page.goto(link![0]);
  await expect(page.getByRole('heading', { name: M.setup.title })).toBeVisible();
  await page.getByLabel(M.setup.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(M.setup.again, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: M.setup.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: M.home.title, level: 1 })).toBeVisible();

  // The transfer desk: the bank's statement says the reference; the one search box finds the order by it.
  await openNavigation(page);
  await page
    .getByRole('navigation', { name: M.chrome.navigation })
    .getByRole('link', { name: new RegExp(`^${escape(M.section.orders)}`) })
    .click();
  await expect(page.getByRole('heading', { name: M.orders.title, level: 1 })).toBeVisible();
  await page.getByLabel(M.orders.search, { exact: true }).fill(reference);
  await page.getByRole('button', { name: M.orders.filter, exact: true }).click();
  // Found alone, waiting for its transfer.
  const found = page.getByRole('region', { name: M.orders.title });
  await expect(found.getByRole('link')).toHaveText([orderNumber]);
  const card = found.getByRole('row').filter({ hasText: orderNumber });
  await expect(card).toContainText(M.orderStatus['1']);
  // On a phone each row is a card of labelled values: Khmer labels reach left of their first letter, so the card
  // keeps room inside on both sides (they touched its edge).
  const inside = await card.evaluate((row) => {
    const style = getComputedStyle(row);
    return Math.min(parseFloat(style.paddingLeft), parseFloat(style.paddingRight));
  });
  expect(inside).toBeGreaterThanOrEqual(8);
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: say(M.orders.detailTitle, { orderNumber }) })).toBeVisible();
  await expect(page.getByText(commonKm.payType['1'], { exact: true })).toBeVisible();
  // The page fits the phone: the heading's 20-digit number widened the page's column, and every card with it, past
  // the screen's margin.
  const overhang = await page.getByRole('table').evaluate((table) => {
    const main = table.closest('main')!;
    const contentRight = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight);
    return table.getBoundingClientRect().right - contentRight;
  });
  expect(overhang).toBeLessThanOrEqual(0.5);

  // The confirmation shows the reference and the amount due; half a dollar short is said before it is recorded.
  await page.getByRole('button', { name: M.orderAction.confirmTransfer, exact: true }).click();
  const confirming = page.getByRole('alertdialog', { name: say(M.orderAction.confirmTransferAsk, { orderNumber }) });
  await expect(confirming.getByText(reference, { exact: true })).toBeVisible();
  await expect(confirming.getByText(dollars(due), { exact: true })).toBeVisible();
  const received = confirming.getByLabel(M.orderAction.received, { exact: true });
  await expect(received).toHaveValue(String(due));
  // The amount due and the box's label stand apart: Khmer's subscripts under one line reached into the next.
  const dueBox = (await confirming.getByText(M.orderAction.due, { exact: true }).boundingBox())!;
  const labelBox = (await confirming.getByText(M.orderAction.received, { exact: true }).boundingBox())!;
  expect(labelBox.y - (dueBox.y + dueBox.height)).toBeGreaterThanOrEqual(8);
  await received.fill((due - 0.5).toFixed(2));
  await expect(confirming.getByRole('status')).toHaveText(say(M.orderAction.short, { amount: dollars(0.5) }));
  await confirming.getByRole('button', { name: M.orderAction.confirmTransfer, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: M.orderAction.confirmTransferDone })).toBeVisible();
  await expect(page.getByText(say(M.orderAction.short, { amount: dollars(0.5) }))).toBeVisible();
  await expect(page.getByText(M.orderStatus['2'], { exact: true }).first()).toBeVisible();

  // The packing slip: on paper, the slip alone, with the order, the address and the variant bought; no console
  // chrome (the menu, its navigation, the buttons, who is signed in).
  await page.getByRole('button', { name: M.orders.printSlip, exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await openNavigation(page);
  const chrome = [
    page.getByRole('button', { name: M.chrome.menu, exact: true }),
    page.getByRole('navigation', { name: M.chrome.navigation }),
    page.getByRole('button', { name: M.chrome.signOut, exact: true }),
    page.getByRole('button', { name: M.orders.printSlip, exact: true }),
    page.getByRole('button', { name: M.orderAction.ship, exact: true }),
    page.getByRole('heading', { name: say(M.orders.detailTitle, { orderNumber }) }),
    page.getByText(M.chrome.title, { exact: true }),
  ];
  const slip = page.getByRole('article', { name: M.orders.slipTitle });
  await expect(slip).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(slip.getByRole('heading', { name: M.orders.slipTitle, level: 1 })).toBeVisible();
  await expect(slip.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(slip.getByText(productName)).toBeVisible();
  await expect(slip.getByText(variantBought, { exact: true })).toBeVisible();
  await expect(slip).toContainText('Sok Dara');
  await expect(slip.getByText(say(M.orders.unitsToPack, { count: 1 }))).toBeVisible();
  // A packing slip has no prices.
  await expect(slip).not.toContainText('$');
  for (const part of chrome) await expect(part).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  // The print dialog closes: the slip goes.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(slip).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: M.chrome.navigation })).toBeVisible();
  await page.getByRole('button', { name: M.chrome.menu, exact: true }).click();
  await expect(page.getByRole('navigation', { name: M.chrome.navigation })).toBeHidden();

  // Shipped with a rider's name and phone, which the shopper sees on the order.
  await page.getByRole('button', { name: M.orderAction.ship, exact: true }).click();
  const shipping = page.getByRole('alertdialog', { name: say(M.orderAction.shipAsk, { orderNumber }) });
  await shipping.getByLabel(M.orderAction.rider, { exact: true }).fill('ដារ៉ា');
  await shipping.getByLabel(M.orderAction.riderPhone, { exact: true }).fill('012 777 888');
  await shipping.getByRole('button', { name: M.orderAction.ship, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: M.orderAction.shipDone })).toBeVisible();
  await expect(page.getByText('ដារ៉ា · 012 777 888', { exact: true })).toBeVisible();
  await expect(page.getByText(M.orderStatus['3'], { exact: true }).first()).toBeVisible();
  const seen = await callApi<{ delivery: { rider: string; riderPhone: string } | null }>(
    request,
    'GET',
    'myOrder/orderDetail',
    { token, params: { orderNumber } },
  );
  expect(seen.delivery).toMatchObject({ rider: 'ដារ៉ា', riderPhone: '012 777 888' });

  // It comes back: its one line, put back in stock, with the reason and the money paid back.
  const stockBefore = await stockOfVariant();
  await page.getByRole('button', { name: M.returns.open, exact: true }).click();
  const returning = page.getByRole('dialog', { name: say(M.returns.title, { orderNumber }) });
  await returning.getByLabel(new RegExp(`^${escape(productName)}`)).fill('1');
  await expect(returning.getByRole('checkbox', { name: M.returns.restock })).toBeChecked();
  await returning.getByLabel(M.returns.reason, { exact: true }).fill('ទំហំមិនត្រូវ');
  await returning.getByLabel(M.returns.refund, { exact: true }).fill('1.00');
  await returning
    .getByLabel(M.returns.method, { exact: true })
    .selectOption({ label: M.returns.methods.bank_transfer });
  await returning.getByRole('button', { name: M.returns.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: M.returns.done })).toBeVisible();
  const returns = page.getByRole('list', { name: M.returns.listTitle });
  await expect(returns).toContainText(M.returns.restocked);
  await expect(returns).toContainText(say(M.returns.reasonLabel, { reason: 'ទំហំមិនត្រូវ' }));
  await expect(returns).toContainText(
    say(M.returns.entryRefund, { amount: '$1.00', method: M.returns.methods.bank_transfer }),
  );
  await expect.poll(stockOfVariant).toBe(stockBefore + 1);
});
