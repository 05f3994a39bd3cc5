import { expect, test } from './fixtures';
import { DEMO_MEMBER, faceOf, fillSignInForm, PAGES } from './support';

const CATALOG_ORIGIN = `http://localhost:${process.env.CATALOG_PORT || 8081}`;

test('a catalog remote that cannot load costs only its own routes, and Retry brings it back', async ({
  page,
}, testInfo) => {
  const face = faceOf(testInfo);
  // As if the catalog's server were stopped: every request to its origin fails.
  await page.route(`${CATALOG_ORIGIN}/**`, (route) => route.abort('connectionrefused'));

  await page.goto(PAGES[face].home);
  const retry = page.getByRole('button', { name: /retry|try again/i });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByRole('alert')
      .or(page.getByText(/could not be loaded|couldn.t load|unavailable/i))
      .first(),
  ).toBeVisible();

  // The shell's own pages and another remote's pages still work.
  await page.goto(PAGES[face].cart);
  await expect(page).toHaveURL(new RegExp(`/${face}/user/login`));
  await fillSignInForm(page, DEMO_MEMBER);
  await expect(page).toHaveURL(new RegExp(`${PAGES[face].cart}$`));
  await expect(page.getByRole('heading', { name: /cart/i }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /retry|try again/i })).toHaveCount(0);

  // The catalog is back: Retry on its page loads it without a reload.
  await page.goto(PAGES[face].home);
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await page.unroute(`${CATALOG_ORIGIN}/**`);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await retry.click();
  await expect(retry).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  expect(loads, 'page loads caused by Retry').toBe(0);
});

test.describe('in Khmer', () => {
  test.use({ locale: 'km-KH' });

  test('the fallback of a remote that cannot load speaks Khmer', async ({ page }, testInfo) => {
    await page.route(`${CATALOG_ORIGIN}/**`, (route) => route.abort('connectionrefused'));

    await page.goto(PAGES[faceOf(testInfo)].home);

    const main = page.getByRole('main');
    const retry = main.getByRole('button', { name: /^[\u1780-\u17FF\s]+$/ }).first();
    await expect(retry).toBeVisible({ timeout: 30_000 });
    expect((await main.innerText()).match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });
});
