import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCartOnProductPage, anyProduct, faceOf, PAGES, registerMember, signIn, waitForTakeOver } from './support';

/** Stands in for React DevTools: every react-dom copy on the page registers itself here, with the script it came from. */
function recordReactRenderers(page: Page) {
  return page.addInitScript(() => {
    const renderers = new Map<number, string>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: { version?: string }) {
        const id = renderers.size + 1;
        const script = new Error().stack?.match(/https?:\/\/[^\s)]+?\.js/)?.[0] ?? 'unknown script';
        renderers.set(id, `react-dom ${renderer.version} from ${script}`);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
}

interface SharedEntry {
  loaded?: boolean;
  loading?: unknown;
  from: string;
}
type ShareMap = Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>;

/** Every version of a package that the federation runtime has loaded (or is loading), with who provided it. */
async function loadedVersions(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((name) => {
    const share =
      (globalThis as unknown as { __FEDERATION__?: { __SHARE__: ShareMap } }).__FEDERATION__?.__SHARE__ ?? {};
    const found = new Set<string>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(packages[name] ?? {})) {
          if (entry.loaded || entry.loading) found.add(`${version} from ${entry.from}`);
        }
      }
    }
    return [...found];
  }, pkg);
}

test('pages from the shell and two remotes run on one React and one shared store', async ({
  page,
  request,
}, testInfo) => {
  const face = faceOf(testInfo);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await recordReactRenderers(page);
  const member = await registerMember(request);
  const product = await anyProduct(request);
  let navigations = 0;
  page.on('load', () => (navigations += 1));

  await signIn(page, face, member);
  // The catalog remote draws the product page; the shell draws the header and the phone's tab bar.
  await page.goto(`/${face}/product?prodId=${product.prodId}`);
  await expect(page.getByRole('heading', { name: product.prodName }).first()).toBeVisible();
  // The heading is the server's: a tap before the shell's first script runs would be lost.
  await waitForTakeOver(page);
  navigations = 0;
  await addToCartOnProductPage(page, product);

  // The store change made inside the catalog shows in the shell's badge without a reload
  // (the phone's product page has no tab bar: its back button leads, in the app, to the home page's).
  if (face === 'mobile')
    await page
      .getByRole('button', { name: /back/i })
      .or(page.getByRole('link', { name: /back/i }))
      .first()
      .click();
  const cartLink = page.getByRole('link', { name: /cart/i }).first();
  await expect(cartLink).toContainText('1');

  // The checkout remote reads the same store and the same cart.
  await cartLink.click();
  await expect(page).toHaveURL(new RegExp(`${PAGES[face].cart}$`));
  await expect(page.getByRole('main').getByText(product.prodName).first()).toBeVisible();
  expect(navigations, 'page loads after the product page').toBe(0);

  const renderers = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, string> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return [...hook.renderers.values()];
  });
  expect(renderers, 'react-dom copies that started').toHaveLength(1);
  for (const pkg of ['react', 'react-dom', 'zustand', '@mall/shared']) {
    expect(await loadedVersions(page, pkg), pkg).toHaveLength(1);
  }
  expect(errors.filter((message) => /hook|copy of react|more than one/i.test(message))).toEqual([]);
});
