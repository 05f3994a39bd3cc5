import { expect, test } from './fixtures';
import { faceOf, waitForTakeOver } from './support';

test('filters and sort narrow the list, which is kept (with its scroll) on coming back from a product', async ({
  page,
}, testInfo) => {
  const face = faceOf(testInfo);
  await page.goto(`/${face}/classify`);
  await waitForTakeOver(page);
  const main = page.getByRole('main');
  await expect(
    main
      .getByRole('link')
      .filter({ has: page.getByRole('img') })
      .first(),
  ).toBeVisible();

  // The price filter refuses a range upside down.
  if (face === 'mobile') await main.getByRole('button', { name: 'Filter' }).click();
  const filter = face === 'mobile' ? page.getByRole('dialog') : main;
  await filter.getByLabel('Min price').fill('50');
  await filter.getByLabel('Max price').fill('10');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(filter.getByRole('alert')).toHaveText('Please check the price range');
  await expect(filter.getByLabel('Min price')).toHaveValue('50');
  await filter.getByLabel('Min price').fill('1');
  await filter.getByLabel('Max price').fill('500');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  if (face === 'mobile') await expect(page.getByRole('dialog')).toHaveCount(0);

  await main.getByRole('tab', { name: 'Price: low to high' }).click();
  await expect(main.getByRole('tab', { name: 'Price: low to high' })).toHaveAttribute('aria-selected', 'true');
  const products = main.getByRole('link').filter({ has: page.getByRole('img') });
  await expect(products.nth(3)).toBeVisible();
  const listed = await products.allInnerTexts();

  // Down the list, into a product, and back.
  const target = products.nth(Math.min(5, (await products.count()) - 1));
  await target.scrollIntoViewIfNeeded();
  const beforeWheel = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 200);
  // The wheel scrolls after the call returns: the place is read once it has moved and come to rest. Read as soon as
  // it passed 150 (which scrollIntoViewIfNeeded alone can give), it was 199 where the page then went on to 399, and
  // Back rightly returned to the latter (nginx journeys in CI).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(beforeWheel);
  let scrolled = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const atRest = now === scrolled;
        scrolled = now;
        return atRest;
      },
      { intervals: [200] },
    )
    .toBe(true);
  expect(scrolled).toBeGreaterThan(150);
  const address = page.url();
  await target.click();
  await expect(page).toHaveURL(new RegExp(`/${face}/product\\?`));
  await page.goBack();
  await expect(page).toHaveURL(address);
  await expect(main.getByRole('tab', { name: 'Price: low to high' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(async () => (await products.allInnerTexts()).slice(0, listed.length)).toEqual(listed);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 60);
});
