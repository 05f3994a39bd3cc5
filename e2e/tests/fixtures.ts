// The fixture every journey uses: the launch screen already seen (journeys start where they say), an axe
// check of every page the journey reached (zero serious or critical violations), each page once per worker,
// and no breach of the Content-Security-Policy (shell/server/node/security-headers.ts) anywhere on the way.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page, type TestInfo } from '@playwright/test';

/** Same key for every product, order or category: one check per kind of page. */
function pageKindOf(url: string): string {
  const { pathname } = new URL(url);
  return pathname.replace(/\/\d+$/, '/:id');
}

const checkedInWorker = new Set<string>();

/** Fails with each serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page, testInfo: TestInfo): Promise<void> {
  await expect(page.locator('main, body > main, [role="main"]').first()).toBeVisible();
  // Skeletons and spinners say aria-busy; the check is of the drawn page.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A toast fading in is half transparent for 200 ms: axe would measure its contrast mid-fade (a flaky failure).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    // Experimental in axe 4.14, and the one that finds a visible label missing from a button's name.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const kind = pageKindOf(page.url());
  checkedInWorker.add(kind);
  const listing = path.join(testInfo.project.outputDir, 'axe-checked-pages.txt');
  mkdirSync(path.dirname(listing), { recursive: true });
  appendFileSync(listing, `${testInfo.project.name} ${kind}\n`);
  const report = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')} ${node.html.slice(0, 200)}`).join('\n')}`,
  );
  expect(report, `axe on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ launched: boolean; cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__mallCspViolation', (_source, text: string) => void violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          // Code the test itself evaluates in the page (axe) has no source file; the shop's always has one.
          if (!event.sourceFile) return;
          const report = (window as unknown as { __mallCspViolation: (text: string) => void }).__mallCspViolation;
          report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /** false: the tab has not been to the mall yet, so a phone sees the launch screen on home. */
  launched: [true, { option: true }],
  page: async ({ page, launched }, use, testInfo) => {
    if (launched) await page.addInitScript(() => window.sessionStorage.setItem('LAUNCHED', '1'));
    const visited = new Map<string, string>();
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (!url.startsWith('http')) return;
      const kind = pageKindOf(url);
      // The API's documentation viewer is Swagger UI's page, not the shop's.
      if (kind.startsWith('/api/')) return;
      if (!visited.has(kind)) visited.set(kind, url);
    });
    await use(page);
    if (testInfo.status !== 'passed' || page.isClosed()) return;
    // The page the journey ended on, as it is; then the others it passed through, opened again.
    const here = pageKindOf(page.url());
    if (!checkedInWorker.has(here) && !here.startsWith('/api/')) await expectAccessible(page, testInfo);
    for (const [kind, url] of visited) {
      if (checkedInWorker.has(kind)) continue;
      await page.goto(url);
      if (checkedInWorker.has(pageKindOf(page.url()))) continue;
      await expectAccessible(page, testInfo);
    }
  },
});

export { expect };
