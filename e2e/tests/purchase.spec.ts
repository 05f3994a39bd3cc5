import { expect, test } from './fixtures';
import {
  addToCartOnProductPage,
  anyProduct,
  checkOutFromCart,
  faceOf,
  PAGES,
  placeOrderByBankTransfer,
  registerMember,
  signIn,
  waitForTakeOver,
} from './support';

test('a member searches, chooses a specification, buys by bank transfer and finds the order', async ({
  page,
  request,
}, testInfo) => {
  const face = faceOf(testInfo);
  const member = await registerMember(request);
  const product = await anyProduct(request);
  const word = product.prodName.split(/\s+/).find((part) => part.length >= 4) ?? product.prodName;

  await signIn(page, face, member);
  await page.goto(PAGES[face].home);
  // The search is tapped at once: only once React has taken the server's first screen over (a tap before is lost).
  await waitForTakeOver(page);

  // Search.
  if (face === 'mobile')
    await page
      .getByRole('link', { name: /search/i })
      .or(page.getByRole('button', { name: /search/i }))
      .first()
      .click();
  const searchBox = page.getByRole('combobox', { name: /search/i }).first();
  await searchBox.fill(word);
  await searchBox.press('Enter');
  await page.getByRole('link', { name: product.prodName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${face}/product\\?(.*&)?prodId=${product.prodId}`));

  // Specification and cart.
  await addToCartOnProductPage(page, product);
  await checkOutFromCart(page, face, product.prodName);

  // Confirm: a new member adds a delivery address first.
  await page
    .getByRole('button', { name: 'Add a delivery address' })
    .or(page.getByRole('link', { name: 'Add a delivery address' }))
    .click();
  const addNew = page
    .getByRole('button', { name: 'Add a new address' })
    .or(page.getByRole('link', { name: 'Add a new address' }));
  const receiver = page.getByLabel('Receiver');
  await expect(receiver.or(addNew).first()).toBeVisible();
  if (!(await receiver.isVisible())) await addNew.first().click();
  await receiver.fill('Sok Dara');
  await page.getByLabel('Phone number').fill(member.mobile);
  await page.getByLabel('Address', { exact: true }).fill('No. 12, Street 271, Toul Tompoung, Phnom Penh');
  await page.getByLabel('Khan (district)').selectOption({ label: 'Chamkar Mon' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sok Dara').first()).toBeVisible();
  const deliverHere = page.getByRole('button', { name: /deliver here/i });
  if (await deliverHere.count()) await deliverHere.first().click();
  await expect(page).toHaveURL(new RegExp(`/${face}/confirm(\\?|$)`));
  await expect(page.getByRole('main').getByText('Sok Dara')).toBeVisible();
  await placeOrderByBankTransfer(page, face);

  // The bank transfer instruction.
  const main = page.getByRole('main');
  await expect(main.getByText('Account number')).toBeVisible();
  await expect(main.getByText('Reference', { exact: true })).toBeVisible();

  // The order list has it.
  await page.goto(PAGES[face].orders);
  await expect(page.getByRole('main').getByText(product.prodName).first()).toBeVisible();
});
