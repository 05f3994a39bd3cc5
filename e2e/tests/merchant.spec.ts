import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { commonKm } from '../../shared/src/i18n/locales/common-strings-km';
import { commonZh } from '../../shared/src/i18n/locales/common-strings-zh';
import { checkoutKm } from '../../mf-checkout/src/checkout-strings-km';
import { checkoutZh } from '../../mf-checkout/src/checkout-strings-zh';
import { merchantKm } from '../../mf-merchant/src/merchant-strings-km';
import { merchantZh } from '../../mf-merchant/src/merchant-strings-zh';
import { phonePhoto } from '../../api/test/photos';
import { expect, expectAccessible, test } from './fixtures';
import {
  addAddress,
  addToCartOnProductPage,
  anyProduct,
  apiToken,
  callApi,
  checkOutFromCart,
  faceOf,
  merchant,
  PAGES,
  PASSWORD,
  placeOrder,
  placeOrderByBankTransfer,
  type ProductInfo,
  registerMember,
  setUpOwner,
  signIn,
  waitForTakeOver,
} from './support';

/** A phone photograph as cameras write it: pixels stored landscape, EXIF orientation 6 (turn 90° to stand it up). */
function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A console string with its {{placeholders}} filled. */
const say = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The console's navigation: beside the page on a desktop, behind the menu button on a phone. */
async function openNavigation(page: Page, menu: string): Promise<void> {
  const button = page.getByRole('button', { name: menu });
  if (await button.isVisible()) await button.click();
}

async function signOutOfConsole(page: Page, strings: typeof merchantKm): Promise<void> {
  await openNavigation(page, strings.chrome.menu);
  await page.getByRole('button', { name: strings.chrome.signOut, exact: true }).click();
  await expect(page.getByRole('button', { name: strings.signIn.submit, exact: true })).toBeVisible();
}

/** A staff member's one-time link: a password, then the console at the section of their role. */
async function setUpStaff(page: Page, link: string, strings: typeof merchantKm): Promise<void> {
  await page.goto(link);
  await page.getByLabel(strings.setup.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(strings.setup.again).fill(PASSWORD);
  await page.getByRole('button', { name: strings.setup.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/merchant\/setup/);
}

/**
 * A new product with two variants and two photos at once: a 12-megapixel phone photograph (orientation 6, GPS
 * tags), then a smaller one. Returns its id.
 */
async function addProduct(
  page: Page,
  strings: typeof merchantKm,
  names: Record<'km' | 'en' | 'zh', string>,
): Promise<number> {
  const languageName = { km: strings.language.km, en: strings.language.en, zh: strings.language.zh };
  await page.goto('/merchant/products');
  await page.getByRole('link', { name: strings.products.add, exact: true }).click();
  await expect(page.getByRole('heading', { name: strings.editor.newTitle })).toBeVisible();
  for (const language of ['km', 'en', 'zh'] as const) {
    await page
      .getByLabel(say(strings.editor.name, { language: languageName[language] }), { exact: true })
      .fill(names[language]);
  }
  await page
    .getByLabel(say(strings.editor.brief, { language: languageName.en }), { exact: true })
    .fill('Black pepper from Kampot, sun-dried');
  const category = page.getByLabel(strings.products.category, { exact: true });
  const firstCategory = await category.locator('option:not([value=""])').first().getAttribute('value');
  await category.selectOption(firstCategory!);
  await page.getByLabel(strings.editor.onSale, { exact: true }).check();
  await page.getByLabel(strings.editor.maxPerOrder, { exact: true }).fill('4');
  const variants = [
    { spec: 'Weight: 100 g', price: '4.50', stock: '20' },
    { spec: 'Weight: 250 g', price: '9.90', oriPrice: '12', stock: '5' },
  ];
  for (const [index, variant] of variants.entries()) {
    if (index > 0) await page.getByRole('button', { name: strings.sku.add, exact: true }).click();
    const group = page.getByRole('group', { name: say(strings.sku.n, { n: index + 1 }) });
    await group.getByLabel(strings.sku.spec, { exact: true }).fill(variant.spec);
    await group.getByLabel(strings.sku.price, { exact: true }).fill(variant.price);
    if (variant.oriPrice) await group.getByLabel(strings.sku.oriPrice, { exact: true }).fill(variant.oriPrice);
    await group.getByLabel(strings.sku.stock, { exact: true }).fill(variant.stock);
  }
  await page.getByRole('button', { name: strings.editor.create, exact: true }).click();

  // Created: the editor opens it for its photos.
  await expect(page).toHaveURL(/\/merchant\/products\/\d+$/);
  await expect(page.getByLabel(strings.editor.maxPerOrder, { exact: true })).toHaveValue('4');
  await expect(
    page.getByRole('group', { name: say(strings.sku.n, { n: 2 }) }).getByLabel(strings.sku.spec, { exact: true }),
  ).toHaveValue('Weight: 250 g');
  await page.getByLabel(strings.photos.choose, { exact: true }).setInputFiles([
    { name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: await phonePhoto() },
    { name: 'pepper.jpg', mimeType: 'image/jpeg', buffer: await sidewaysJpeg() },
  ]);
  await expect(page.getByRole('listitem', { name: say(strings.photos.photoN, { n: 2, total: 2 }) })).toBeVisible({
    timeout: 120_000,
  });
  await page.getByRole('button', { name: strings.editor.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: strings.editor.saved })).toBeVisible();
  return Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
}

/** A wide banner photograph, as a phone writes it. */
function bannerJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('in Khmer (desktop) or Chinese (phone): an owner signs in with TOTP and invites catalogue and orders staff; the catalogue member adds a product with two SKUs and two photos (one a 12 MP phone photo), keeps the category tree and a banner; a shopper finds the product by its name in each language with its photo upright and buys it by bank transfer; the orders member confirms the transfer and ships it, the shopper sees it to receive; a line returned with its stock put back, the return, the refund and a late transfer paid back; every console page passes axe', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(480_000);
  const face = faceOf(testInfo);
  const lang = face === 'laptop' ? 'km' : 'zh';
  const M = lang === 'km' ? merchantKm : merchantZh;
  const common = lang === 'km' ? commonKm : commonZh;
  const checkout = lang === 'km' ? checkoutKm : checkoutZh;
  const buying = {
    addToCart: common.action.addToCart,
    checkout: say(checkout.cart.checkout, { count: 1 }),
    bankTransfer: common.payType['1'],
    placeOrder: checkout.confirm.placeOrder,
  };
  const stamp = `${face}${Date.now().toString(36)}`;
  const languageName = { km: M.language.km, en: M.language.en, zh: M.language.zh };
  const nameIn = (language: keyof typeof languageName) => say(M.lists.nameIn, { language: languageName[language] });

  const names = { km: `ម្រេចកំពត ${stamp}`, en: `Kampot pepper ${stamp}`, zh: `贡布胡椒 ${stamp}` };

  // A shopper with a delivery address (signed in here first: the console's language is the whole mall's, as the
  // shopper sees it later).
  const shopper = await registerMember(request);
  const token = await apiToken(request, shopper);
  const product = await anyProduct(request);
  const addrId = await addAddress(request, token);
  // An order, cancelled after the shopper asked how to pay; the transfer arrives after that and the operator
  // records it from the bank's statement: the money is refund due.
  const lateOrder = await placeOrder(request, token, product, addrId);
  const { reference } = await callApi<{ reference: string }>(request, 'POST', 'payConfig/pay', {
    token,
    body: { orderNumbers: lateOrder, payType: 1 },
  });
  await callApi(request, 'POST', `myOrder/cancel/${lateOrder}`, { token });
  merchant('confirm-transfer', reference);
  await signIn(page, face, shopper);

  // The owner signs in with TOTP, chooses the console's language and invites two members of staff.
  await setUpOwner(page, `owner-${stamp}`);
  await expect(page.getByRole('heading', { name: 'Today at the shop' })).toBeVisible();
  await openNavigation(page, 'Menu');
  await page.getByLabel('Language').selectOption(lang);
  await expect(page.getByRole('heading', { name: M.home.title, level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);

  await page.goto('/merchant/staff');
  const links: Record<'catalogue' | 'orders', string> = { catalogue: '', orders: '' };
  for (const role of ['catalogue', 'orders'] as const) {
    await page.getByRole('button', { name: M.staff.invite, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: M.staff.inviteTitle });
    await dialog.getByLabel(M.staff.name, { exact: true }).fill(`${role} ${stamp}`);
    await dialog.getByLabel(M.staff.login, { exact: true }).fill(`${role}-${stamp}`);
    await dialog.getByLabel(M.staff.role, { exact: true }).selectOption({ label: M.role[role] });
    await dialog.getByRole('button', { name: M.staff.send, exact: true }).click();
    links[role] = (await dialog.locator('code').innerText()).trim();
    expect(links[role]).toMatch(/\/merchant\/setup\?token=/);
    await expectAccessible(page, testInfo);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('cell', { name: `${role}-${stamp}` })).toBeVisible();
  }
  // A role select shows Khmer and Chinese whole (a 23 px one cut them); a change is asked first, naming the person,
  // and cancelled it changes nothing.
  const roleOfCatalogue = page.getByLabel(say(M.staff.roleOf, { name: `catalogue ${stamp}` }), { exact: true });
  const box = await roleOfCatalogue.evaluate((select) => ({
    height: select.getBoundingClientRect().height,
    clipped: select.scrollHeight > select.clientHeight,
  }));
  expect(box).toEqual({ height: expect.any(Number), clipped: false });
  expect(box.height).toBeGreaterThanOrEqual(44);
  await roleOfCatalogue.selectOption({ label: M.role.owner });
  const asking = page.getByRole('alertdialog', { name: say(M.staff.roleAsk, { name: `catalogue ${stamp}` }) });
  await expect(asking).toBeVisible();
  await asking.getByRole('button', { name: M.common.cancel, exact: true }).click();
  await expect(roleOfCatalogue).toHaveValue('catalogue');
  await expectAccessible(page, testInfo);
  for (const [path, heading] of [
    ['audit', M.audit.title],
    ['settings', M.section.settings],
    ['lists', M.section.lists],
    ['orders', M.orders.title],
    ['refunds', M.refunds.title],
    ['customers', M.customers.title],
  ] as const) {
    await page.goto(`/merchant/${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectAccessible(page, testInfo);
  }
  await signOutOfConsole(page, M);
  await expectAccessible(page, testInfo);

  // The catalogue member adds the product, then a category with a picture, a subcategory under it, and a banner that opens the product.
  await setUpStaff(page, links.catalogue, M);
  const prodId = await addProduct(page, M, names);
  await expectAccessible(page, testInfo);
  await page.goto('/merchant/categories');
  await page.getByRole('button', { name: M.categories.add, exact: true }).click();
  let dialog = page.getByRole('dialog', { name: M.categories.newTitle });
  await dialog.getByLabel(nameIn('km'), { exact: true }).fill(`គ្រឿងទេស ${stamp}`);
  await dialog.getByLabel(nameIn('en'), { exact: true }).fill(`Spices ${stamp}`);
  await dialog.getByLabel(nameIn('zh'), { exact: true }).fill(`香料 ${stamp}`);
  await dialog
    .getByLabel(`${M.categories.picture}: ${M.picture.choose}`)
    .setInputFiles({ name: 'spices.jpg', mimeType: 'image/jpeg', buffer: await sidewaysJpeg() });
  await expect(
    dialog.getByRole('img', { name: say(M.picture.current, { label: M.categories.picture }) }),
  ).toHaveAttribute('src', /\/api\/images\/photo\//, { timeout: 60_000 });
  await expectAccessible(page, testInfo);
  await dialog.getByRole('button', { name: M.editor.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  const spices = lang === 'km' ? `គ្រឿងទេស ${stamp}` : `香料 ${stamp}`;
  await page.getByRole('button', { name: say(M.categories.addChildOf, { name: spices }) }).click();
  dialog = page.getByRole('dialog', { name: M.categories.newTitle });
  await expect(dialog.getByLabel(M.categories.parent)).toHaveValue(/\d+/);
  await dialog.getByLabel(nameIn('km'), { exact: true }).fill(`ម្រេច ${stamp}`);
  await dialog.getByLabel(nameIn('en'), { exact: true }).fill(`Pepper ${stamp}`);
  await dialog.getByLabel(nameIn('zh'), { exact: true }).fill(`胡椒 ${stamp}`);
  await dialog.getByRole('button', { name: M.editor.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  const children = page.getByRole('region', { name: say(M.categories.children, { name: spices }) });
  await expect(children.getByText(lang === 'km' ? `ម្រេច ${stamp}` : `胡椒 ${stamp}`)).toBeVisible();
  // A category with a subcategory is kept, and the member is told why.
  await page.getByRole('button', { name: say(M.categories.deleteOne, { name: spices }) }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByRole('button', { name: M.common.delete, exact: true }).click();
  // Said in the question, where the member is looking.
  await expect(ask.getByRole('alert')).toHaveText(M.categories.notEmpty);
  await expectAccessible(page, testInfo);
  await ask.getByRole('button', { name: M.common.cancel, exact: true }).click();
  await expect(ask).toBeHidden();

  await page.goto('/merchant/banners');
  await expect(page.getByRole('heading', { name: M.section.banners, level: 1 })).toBeVisible();
  // Counted once the list has come (the heading is drawn before it; the demo mall has banners).
  const bannerButtons = page.getByRole('button', { name: new RegExp(say(M.banners.editOne, { n: '\\d+' })) });
  await expect(bannerButtons.first()).toBeVisible();
  const bannersBefore = await bannerButtons.count();
  await page.getByRole('button', { name: M.banners.add, exact: true }).click();
  dialog = page.getByRole('dialog', { name: M.banners.newTitle });
  await dialog
    .getByLabel(`${say(M.banners.pictureIn, { language: M.language.en })}: ${M.picture.choose}`)
    .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await bannerJpeg() });
  await expect(
    dialog.getByRole('img', {
      name: say(M.picture.current, { label: say(M.banners.pictureIn, { language: M.language.en }) }),
    }),
  ).toBeVisible({ timeout: 60_000 });
  // The product it opens, found by its name (in English here, in a Khmer or Chinese console) and chosen.
  const opens = dialog.getByRole('group', { name: M.banners.product });
  await opens.getByRole('searchbox', { name: M.productPicker.search }).fill(product.prodName);
  await opens.getByRole('button', { name: M.productPicker.find, exact: true }).click();
  await opens
    .getByRole('list', { name: M.productPicker.results })
    .getByRole('button', { name: new RegExp(`\\b${product.prodId}\\D*$`) })
    .click();
  await expect(opens.getByRole('status')).toContainText(String(product.prodId));
  await dialog.getByLabel(M.lists.order, { exact: true }).fill('9999');
  await expectAccessible(page, testInfo);
  await dialog.getByRole('button', { name: M.editor.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(say(M.banners.editOne, { n: '\\d+' })) })).toHaveCount(
    bannersBefore + 1,
  );
  await expect(page.getByText(say(M.banners.opens, { prodId: product.prodId })).last()).toBeVisible();
  await expectAccessible(page, testInfo);
  await signOutOfConsole(page, M);

  // The shopper finds the product by its name in each language and sees the phone photo, upright (taller than
  // wide); then buys it by bank transfer.
  for (const name of [names.en, names.km, names.zh]) {
    await page.goto(`/${face}/classify?searchString=${encodeURIComponent(name)}&isSearch=true`);
    await waitForTakeOver(page);
    const found = page.getByRole('main').getByRole('link', { name: names[lang] }).first();
    await expect(found).toBeVisible();
    const photo = found.locator('img').first();
    await expect(photo).toHaveAttribute('src', /\/api\/images\/photo\//);
    await expect
      .poll(() =>
        photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalHeight > img.naturalWidth : null)),
      )
      .toBe(true);
  }
  await page.getByRole('main').getByRole('link', { name: names[lang] }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${face}/product\\?(.*&)?prodId=${prodId}`));
  const pepper = await callApi<ProductInfo>(request, 'GET', 'prod/prodInfo', { params: { prodId }, language: lang });
  await addToCartOnProductPage(page, pepper, buying);
  await checkOutFromCart(page, face, names[lang], buying);
  await expect(page.getByRole('main').getByText('Sok Dara')).toBeVisible();
  const orderNumber = await placeOrderByBankTransfer(page, face, buying);

  // The orders member: finds the order, confirms the transfer, ships it.
  await setUpStaff(page, links.orders, M);
  await expect(page.getByRole('heading', { name: M.home.title, level: 1 })).toBeVisible();
  await page.getByRole('region', { name: M.home.toConfirm }).getByRole('link', { name: M.home.openOrders }).click();
  await expect(page.getByRole('heading', { name: M.orders.title, level: 1 })).toBeVisible();
  // The one search box finds it by any part of its number.
  await page.getByLabel(M.orders.search, { exact: true }).fill(orderNumber.slice(-8));
  await page.getByRole('button', { name: M.orders.filter, exact: true }).click();
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: say(M.orders.detailTitle, { orderNumber }) })).toBeVisible();
  await expectAccessible(page, testInfo);
  const act = async (action: 'confirmTransfer' | 'ship' | 'return' | 'refund') => {
    await page.getByRole('button', { name: M.orderAction[action], exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: M.orderAction[action], exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: M.orderAction[`${action}Done`] })).toBeVisible();
  };
  await act('confirmTransfer');
  await act('ship');
  await expect(page.getByText(M.orderStatus['3'], { exact: true }).first()).toBeVisible();

  // The shopper sees it to receive, in the same language.
  await page.goto(`${PAGES[face].orders}?status=3`);
  await waitForTakeOver(page);
  await expect(page.getByRole('tab', { name: new RegExp(common.orderStatus['3']), selected: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(orderNumber).first()).toBeVisible();

  // It comes back: its line is returned with the unit put back in stock (a reason given), then the order is
  // recorded returned and refunded.
  await page.goto(`/merchant/orders/${orderNumber}`);
  const stockOfPepper = async () =>
    (await callApi<ProductInfo>(request, 'GET', 'prod/prodInfo', { params: { prodId } })).stock;
  const stockBefore = await stockOfPepper();
  await page.getByRole('button', { name: M.returns.open, exact: true }).click();
  const returning = page.getByRole('dialog', { name: say(M.returns.title, { orderNumber }) });
  await returning.getByLabel(new RegExp(names[lang])).fill('1');
  await expect(returning.getByRole('checkbox', { name: M.returns.restock })).toBeChecked();
  await returning.getByLabel(M.returns.reason, { exact: true }).fill(lang === 'km' ? 'ថង់រហែក' : '袋子破了');
  await expectAccessible(page, testInfo);
  await returning.getByRole('button', { name: M.returns.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: M.returns.done })).toBeVisible();
  await expect(page.getByRole('list', { name: M.returns.listTitle })).toContainText(M.returns.restocked);
  expect(await stockOfPepper()).toBe(stockBefore + 1);
  await act('return');
  await act('refund');
  await expect(page.getByText(M.orderStatus['8'], { exact: true }).first()).toBeVisible();

  // The late transfer is paid back to the shopper, and marked so.
  await page.goto('/merchant/refunds');
  const due = page.getByRole('row').filter({ hasText: lateOrder });
  await expect(due).toBeVisible();
  await expectAccessible(page, testInfo);
  await due.getByRole('button', { name: say(M.refunds.markOne, { reference }) }).click();
  await expect(page.getByRole('row').filter({ hasText: lateOrder })).toHaveCount(0);
});
