import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { anyProduct, callApi, faceOf, fillSignInForm, PAGES, registerMember, signIn, waitForTakeOver } from './support';

const freshMobile = () => `08${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** Asks for a code on the page and types the one the development SMS outbox holds. */
async function typeTextedCode(page: Page, mobile: string): Promise<void> {
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in/ })).toBeVisible();
  const { code } = await callApi<{ code: string }>(page.request, 'GET', 'dev/outbox', { params: { mobile } });
  await page.getByLabel('Verification code').fill(code);
}

test('a shopper registers with a texted code and is signed in', async ({ page }, testInfo) => {
  const face = faceOf(testInfo);
  const mobile = freshMobile();
  await page.goto(PAGES[face].login);
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`/${face}/user/register$`));
  // The address changes as the move begins; the sign-in form, with its own phone field, stays until the page comes.
  await expect(page.getByLabel('Enter the password again')).toBeVisible();
  await page.getByLabel('Phone number').fill(mobile);
  await typeTextedCode(page, mobile);
  await page.getByLabel('Password', { exact: true }).fill('journey123');
  await page.getByLabel('Enter the password again').fill('journey123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGES[face].home}$`));

  await page.goto(PAGES[face].orders);
  await expect(page).toHaveURL(new RegExp(`${PAGES[face].orders}$`));
});

test('a shopper who forgot the password sets a new one and signs in with it', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const face = faceOf(testInfo);
  const member = await registerMember(request);
  await page.goto(PAGES[face].login);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
  await page.getByLabel('Phone number').fill(member.mobile);
  // Registering texted a code a moment ago: the shop says to wait (an error toast), and the button counts down.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByRole('status').getByText('You have asked for codes too often. Please wait a moment and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled({ timeout: 90_000 });
  await typeTextedCode(page, member.mobile);
  await page.getByLabel('New password').fill('renewed456');
  await page.getByLabel('Enter the password again').fill('renewed456');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password changed. Please sign in.').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGES[face].login}$`));

  await fillSignInForm(page, { mobile: member.mobile, password: 'renewed456' });
  await expect(page).not.toHaveURL(/\/user\/login/);
});

test('signing out forgets the member but keeps the language', async ({ page, request }, testInfo) => {
  const face = faceOf(testInfo);
  await page.addInitScript(() =>
    window.localStorage.setItem('LANGUAGE', window.localStorage.getItem('LANGUAGE') ?? 'En'),
  );
  await signIn(page, face, await registerMember(request));
  await page.goto(face === 'laptop' ? '/laptop/centre/order/list' : '/mobile/centre');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`/${face}/index$`));
  expect(
    await page.evaluate(() => [window.localStorage.getItem('TOKEN'), window.localStorage.getItem('LANGUAGE')]),
  ).toEqual([null, 'En']);
  await page.goto(PAGES[face].cart);
  await expect(page).toHaveURL(new RegExp(`${PAGES[face].login}$`));
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('a member adds a product to favourites and removes it again', async ({ page, request }, testInfo) => {
    const face = faceOf(testInfo);
    const product = await anyProduct(request);
    const zhName = (
      await callApi<{ prodName: string }>(request, 'GET', 'prod/prodInfo', {
        params: { prodId: product.prodId },
        language: 'zh',
      })
    ).prodName;
    const member = await registerMember(request);
    await page.goto(PAGES[face].login);
    await page.getByLabel('手机号码').fill(member.mobile);
    await page.getByLabel('密码').fill(member.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).not.toHaveURL(/\/user\/login/);

    await page.goto(`/${face}/product?prodId=${product.prodId}`);
    await expect(page.getByRole('heading', { name: zhName }).first()).toBeVisible();
    await waitForTakeOver(page);
    await page.getByRole('button', { name: '加入收藏' }).first().click();
    await expect(page.getByText('收藏成功').first()).toBeVisible();

    await page.goto(face === 'laptop' ? '/laptop/centre/favorite' : '/mobile/favorite');
    const main = page.getByRole('main');
    await expect(main.getByText(zhName).first()).toBeVisible();
    await main
      .getByRole('button', { name: /取消收藏/ })
      .first()
      .click();
    await expect(main.getByText(zhName)).toHaveCount(0);
  });
});
