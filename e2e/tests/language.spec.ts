import { expect, test, type Locator, type Page } from '@playwright/test';
import { faceOf, PAGES } from './support';

const KHMER = /[\u1780-\u17FF]/;
/** What may stay in Latin letters in Khmer: addresses, contact details and names of other companies. */
const NOT_LANGUAGE = [/\S+@\S+/g, /https?:\/\/\S+/g, /\bwww\.\S+/g, /[+\d][\d\s()-]{5,}/g];

async function switchToKhmer(page: Page): Promise<void> {
  const select = page.getByRole('combobox', { name: /language/i });
  if (await select.count()) {
    const value = await select.first().locator('option', { hasText: 'ខ្មែរ' }).getAttribute('value');
    await select.first().selectOption(value ?? 'Kh');
    return;
  }
  await page.getByRole('button', { name: /language/i }).first().click();
  await page.getByRole('radio', { name: /ខ្មែរ/ }).or(page.getByRole('menuitemradio', { name: /ខ្មែរ/ })).or(page.getByRole('button', { name: /ខ្មែរ/ })).first().click();
  const confirm = page.getByRole('button', { name: /^(យល់ព្រម|បញ្ជាក់|រួចរាល់)$/ });
  if (await confirm.count()) await confirm.first().click();
}

async function latinWordsIn(region: Locator): Promise<string[]> {
  let text = await region.innerText();
  for (const pattern of NOT_LANGUAGE) text = text.replace(pattern, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

test('switching to Khmer leaves no English in the header and footer', async ({ page }, testInfo) => {
  await page.goto(PAGES[faceOf(testInfo)].home);
  const header = page.getByRole('banner').first();
  await expect(header).toBeVisible();

  await switchToKhmer(page);

  await expect(header).toContainText(KHMER);
  const regions = [header, page.getByRole('contentinfo').first()];
  for (const region of regions) {
    if (!(await region.count())) continue;
    await expect(region).toContainText(KHMER);
    expect(await latinWordsIn(region)).toEqual([]);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', /^km/);
  // The choice is kept: a reload stays in Khmer.
  await page.reload();
  await expect(page.getByRole('banner').first()).toContainText(KHMER);
});
