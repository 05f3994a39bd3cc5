import { expect, test } from './fixtures';
import { faceOf, merchant, PAGES, registerMember, signIn } from './support';

test.describe('in Khmer', () => {
  test.use({ locale: 'km-KH' });

  test('a wrong password is said in a toast and the typed phone stays', async ({ page, request }, testInfo) => {
    const face = faceOf(testInfo);
    const member = await registerMember(request);
    await page.goto(PAGES[face].login);
    await page.getByLabel('លេខទូរស័ព្ទ').fill(member.mobile);
    await page.getByLabel('ពាក្យសម្ងាត់').fill('not-my-password');
    await page.getByRole('button', { name: 'ចូលគណនី' }).click();
    await expect(
      page.getByRole('region', { name: /./ }).getByRole('status').getByText('ពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។'),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PAGES[face].login}$`));
    await expect(page.getByLabel('លេខទូរស័ព្ទ')).toHaveValue(member.mobile);
  });
});

test('a token the server no longer knows (112) signs the shopper out and asks to sign in', async ({
  page,
  request,
}, testInfo) => {
  const face = faceOf(testInfo);
  await signIn(page, face, await registerMember(request));
  await page.evaluate(() => window.localStorage.setItem('TOKEN', 'a-token-the-server-never-gave'));
  await page.goto(PAGES[face].orders);
  await expect(page.getByText('You have been signed out. Please sign in again.').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGES[face].login}$`));
  expect(await page.evaluate(() => window.localStorage.getItem('TOKEN'))).toBeNull();
});

test('a member disabled by the shop (111) is signed out on the next call', async ({ page, request }, testInfo) => {
  const face = faceOf(testInfo);
  const member = await registerMember(request);
  await signIn(page, face, member);
  merchant('disable', member.mobile);
  await page.goto(PAGES[face].orders);
  await expect(page.getByText('This account has been disabled.').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGES[face].login}$`));
  expect(await page.evaluate(() => window.localStorage.getItem('TOKEN'))).toBeNull();
});
