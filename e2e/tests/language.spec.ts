import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callApi, faceOf, PAGES, waitForTakeOver } from './support';

const KHMER = /[\u1780-\u17FF]/;
/** What may stay in Latin letters in Khmer: e-mail and web addresses, and the payment brands' own names. */
const NOT_LANGUAGE = [
  /\S+@\S+/g,
  /https?:\/\/\S+/g,
  /\bwww\.\S+/g,
  /\bABA Mobile\b/g,
  /\bKHQR\b/g,
  /\bVISA\b/g,
  /\bMastercard\b/g,
];
/** Each language is offered in its own name, so a reader of English finds "English" on a Khmer page. */
const LANGUAGE_NAMES = ['English'];
const latinWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

/** The laptop header shows the three languages; the phone opens them from a language button. */
async function chooseKhmer(page: Page): Promise<void> {
  const khmer = page
    .getByRole('radio', { name: 'ភាសាខ្មែរ' })
    .or(page.getByRole('button', { name: 'ភាសាខ្មែរ' }))
    .first();
  if (!(await khmer.isVisible()))
    await page
      .getByRole('button', { name: /language/i })
      .first()
      .click();
  await khmer.click();
}

/**
 * The text a reader sees in the page's frame: headers, footers and navigation bars outside the main content.
 * Decorations hidden from assistive technology (aria-hidden logo marks) do not count.
 */
function frameTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = 'header, footer, nav, [role="banner"], [role="contentinfo"], [role="navigation"]';
    const regions = [...document.querySelectorAll<HTMLElement>(frame)].filter(
      (element) => !element.closest('main, [role="dialog"]') && !element.parentElement?.closest(frame),
    );
    return regions.map((region) => {
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[aria-hidden="true"]') || !parent.checkVisibility()) continue;
        parts.push(node.textContent ?? '');
      }
      return parts.join(' ');
    });
  });
}

test('switching to Khmer leaves no English in the header and footer', async ({ page, request }, testInfo) => {
  // Brand names stay as the shop wrote them in its Khmer data (a hot search for "iPhone" is "iPhone").
  const hotSearches = await callApi<{ list: Array<{ titleKh: string }> }>(request, 'GET', 'search/hotSearch');
  const allowed = new Set([...LANGUAGE_NAMES, ...hotSearches.list.flatMap((entry) => latinWords(entry.titleKh))]);
  await page.goto(PAGES[faceOf(testInfo)].home);
  const header = page.getByRole('banner').first();
  await expect(header).toBeVisible();
  await waitForTakeOver(page);
  expect((await frameTexts(page)).join(' ')).toMatch(/[A-Za-z]{3,}/);

  await chooseKhmer(page);

  await expect(header).toContainText(KHMER);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The hot searches are data in every language and change with the choice; the strings follow once fetched.
  await expect(async () => {
    const texts = await frameTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const words = latinWords(NOT_LANGUAGE.reduce((rest, pattern) => rest.replace(pattern, ' '), text)).filter(
        (word) => !allowed.has(word),
      );
      expect(words, `English left in: ${text.replace(/\s+/g, ' ').slice(0, 200)}`).toEqual([]);
    }
  }).toPass();
  // The choice is kept: a reload stays in Khmer.
  await page.reload();
  await expect(page.getByRole('banner').first()).toContainText(KHMER);
});
