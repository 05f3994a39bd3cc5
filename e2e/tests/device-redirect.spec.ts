import { expect, test } from './fixtures';
import { anyProduct, faceOf } from './support';

test('the site root sends each device to its own home', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/${faceOf(testInfo)}/index$`));
});

test('a shared product link opens that product on the device’s own face', async ({ page, request }, testInfo) => {
  const { prodId } = await anyProduct(request);

  await page.goto(`/?prodId=${prodId}`);

  await expect(page).toHaveURL(new RegExp(`/${faceOf(testInfo)}/product\\?(.*&)?prodId=${prodId}(&|$)`));
});
