import { expect, test } from './fixtures';
import { faceOf, waitForTakeOver } from './support';

test('names are offered while typing, with a typo; the keyboard picks one and its results come', async ({
  page,
}, testInfo) => {
  const face = faceOf(testInfo);
  await page.goto(face === 'laptop' ? '/laptop/index' : '/mobile/search');
  await waitForTakeOver(page);
  const box = page.getByRole('combobox', { name: 'Search products' }).first();
  await box.fill('Groud cof');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const option = list.getByRole('option', { name: /ground coffee/i }).first();
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = await list.getByRole('option').allInnerTexts();
  expect(options.length).toBeLessThanOrEqual(8);
  const target = options.findIndex((text) => /ground coffee/i.test(text));
  for (let step = 0; step <= target; step += 1) await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  const name = (await option.innerText()).trim();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${face}/classify\\?searchString=`));
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .first(),
  ).toBeVisible();
});

test('Khmer typed with a zero-width space finds its product', async ({ page }, testInfo) => {
  const face = faceOf(testInfo);
  await page.goto(`/${face}/classify?searchString=${encodeURIComponent('កាហ្វេ\u200Bម៉ដ្ឋ')}&isSearch=true`);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /ground coffee/i })
      .first(),
  ).toBeVisible();
});

test('a search that finds nothing offers the hot searches as a way on', async ({ page }, testInfo) => {
  const face = faceOf(testInfo);
  await page.goto(`/${face}/classify?searchString=zzqqxx&isSearch=true`);
  await waitForTakeOver(page);
  const empty = page.getByRole('region', { name: 'No products found' });
  await expect(empty).toBeVisible();
  const hot = empty.getByRole('navigation', { name: 'Popular searches' });
  const first = hot.getByRole('link').first();
  const word = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`searchString=${encodeURIComponent(word).replace(/%20/g, '(\\+|%20)')}`));
});
