import { expect, test } from './fixtures';
import { DEMO_MEMBER, faceOf, fillSignInForm, PAGES } from './support';

test('a visitor asking for the cart signs in and lands on the cart', async ({ page }, testInfo) => {
  const face = faceOf(testInfo);

  await page.goto(PAGES[face].cart);

  await expect(page).toHaveURL(new RegExp(`/${face}/user/login`));
  await fillSignInForm(page, DEMO_MEMBER);
  await expect(page).toHaveURL(new RegExp(`${PAGES[face].cart}$`));
  await expect(page.getByRole('heading', { name: /cart/i }).first()).toBeVisible();
});
