import { expect, test } from './fixtures';

test('the API documentation opens under its own policy', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: /Phnom Penh Mall API/ })).toBeVisible();
  await expect(page.getByText('/api/prod/prodInfo').first()).toBeVisible();
});
