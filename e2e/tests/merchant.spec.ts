import { generateSync } from 'otplib';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { faceOf, merchant, waitForTakeOver } from './support';

/** A phone photograph as cameras write it: pixels stored landscape, EXIF orientation 6 (turn 90° to stand it up). */
function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

test('an owner set up by the operator signs in with TOTP, adds a product with two SKUs and a photo; a shopper finds it with its photo upright', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const face = faceOf(testInfo);
  const stamp = `${face}${Date.now().toString(36)}`;
  const login = `owner-${stamp}`;
  const productName = `Kampot pepper ${stamp}`;

  // The operator's command prints the one-time set-up link.
  const printed = merchant('staff', 'add', login, 'Shop Owner');
  const link = /\/merchant\/setup\?token=[^\s]+/.exec(printed);
  expect(link, printed).not.toBeNull();
  await page.goto(link![0]);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  const password = 'Sovann-Phsar-2026';
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Type the password again').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();

  // An owner adds the shop to an authenticator app: the key is shown under the QR code.
  await expect(page.getByRole('heading', { name: 'Add the second sign-in step' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to add this shop to your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  await page.getByLabel('Six-digit code from your authenticator app').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();

  // The console: a new product with two SKUs.
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await page.getByLabel('Name in Khmer', { exact: true }).fill(`ម្រេចកំពត ${stamp}`);
  await page.getByLabel('Name in English', { exact: true }).fill(productName);
  await page.getByLabel('Name in Chinese', { exact: true }).fill(`贡布胡椒 ${stamp}`);
  await page.getByLabel('Short description in English').fill('Black pepper from Kampot, sun-dried');
  const category = page.getByLabel('Category');
  const firstCategory = await category.locator('option:not([value=""])').first().getAttribute('value');
  await category.selectOption(firstCategory!);
  await page.getByLabel('On sale (shoppers can see and buy it)').check();
  await page.getByLabel('Most units per order').fill('4');
  const first = page.getByRole('group', { name: 'Variant 1' });
  await first.getByLabel('Variant', { exact: true }).fill('Weight: 100 g');
  await first.getByLabel('Price (US$)').fill('4.50');
  await first.getByLabel('Stock', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Add a variant' }).click();
  const second = page.getByRole('group', { name: 'Variant 2' });
  await second.getByLabel('Variant', { exact: true }).fill('Weight: 250 g');
  await second.getByLabel('Price (US$)').fill('9.90');
  await second.getByLabel('Original price (US$, optional)').fill('12');
  await second.getByLabel('Stock', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Create product' }).click();

  // Created: the editor opens it for its photos.
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
  await expect(page).toHaveURL(/\/merchant\/products\/\d+$/);
  await expect(page.getByLabel('Most units per order')).toHaveValue('4');
  await expect(page.getByRole('group', { name: 'Variant 2' }).getByLabel('Variant', { exact: true })).toHaveValue(
    'Weight: 250 g',
  );
  await page
    .getByLabel('Choose photos')
    .setInputFiles({ name: 'pepper.jpg', mimeType: 'image/jpeg', buffer: await sidewaysJpeg() });
  await expect(page.getByRole('listitem', { name: 'Photo 1 of 1' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // A shopper searches for it and sees the uploaded photo, upright (taller than wide).
  await page.goto(`/${face}/classify?searchString=${encodeURIComponent(productName)}&isSearch=true`);
  await waitForTakeOver(page);
  const found = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(productName) })
    .first();
  await expect(found).toBeVisible();
  const photo = found.locator('img').first();
  await expect(photo).toHaveAttribute('src', /\/api\/images\/photo\//);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalHeight > img.naturalWidth : null)))
    .toBe(true);
});
