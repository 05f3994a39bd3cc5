// Issue 35 item 8: signing in less often, safely. "Trust this browser" keeps the console signed in for new tabs; left
// unticked, a new tab asks again; an owner who lost the phone signs in with a recovery code, once.
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { generateSync } from 'otplib';
import { Client } from 'pg';
import { merchantEn } from '../../mf-merchant/src/merchant-strings-en';
import { expect, test } from './fixtures';
import { decodeQr, merchant, openConsoleNavigation, PASSWORD, setUpOwner } from './support';

const M = merchantEn;

/**
 * As if STAFF_SECOND_FACTOR_HOURS had passed: the journeys' database is told the staff member's sessions last had
 * their second factor long ago (SQLite or PostgreSQL, whichever the journeys' API uses).
 */
async function ageSecondFactor(login: string): Promise<void> {
  const url = process.env.MALL_E2E_DATABASE_URL ?? '';
  const statement =
    'UPDATE staff_session SET second_factor_at = 0 WHERE staff_id = (SELECT id FROM staff WHERE login = $login)';
  if (url.startsWith('postgres')) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement.replace('$login', '$1'), [login]);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(url.replace(/^file:/, ''));
  try {
    db.prepare(statement).run({ login });
  } finally {
    db.close();
  }
}

async function signOut(page: Page): Promise<void> {
  await openConsoleNavigation(page);
  await page.getByRole('button', { name: M.chrome.signOut, exact: true }).click();
  await expect(page.getByRole('heading', { name: M.signIn.title })).toBeVisible();
}

async function fillSignIn(page: Page, login: string, trusted: boolean): Promise<void> {
  await page.goto('/merchant/login');
  await page.getByLabel(M.signIn.login, { exact: true }).fill(login);
  await page.getByLabel(M.signIn.password, { exact: true }).fill(PASSWORD);
  const trust = page.getByRole('checkbox', { name: new RegExp(M.signIn.trust) });
  await expect(trust).not.toBeChecked();
  if (trusted) await trust.check();
  await page.getByRole('button', { name: M.signIn.submit, exact: true }).click();
}

/** A catalogue member (no TOTP) made by the operator's command and set up through their link. */
async function catalogueMember(page: Page, login: string): Promise<void> {
  const printed = merchant('staff', 'add', login, 'Dara Trust', '--role', 'catalogue');
  const link = /\/merchant\/setup\?token=[^\s]+/.exec(printed);
  expect(link, printed).not.toBeNull();
  await page.goto(link![0]);
  await page.getByLabel(M.setup.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(M.setup.again).fill(PASSWORD);
  await page.getByRole('button', { name: M.setup.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: M.products.title, level: 1 })).toBeVisible();
  await signOut(page);
}

test('a trusted browser stays signed in in a new tab; an untrusted one asks again there', async ({ page, context }) => {
  test.setTimeout(120_000);
  const login = `trust${Date.now().toString(36)}`;
  await catalogueMember(page, login);

  // Trusted: a new tab opens the console signed in.
  await fillSignIn(page, login, true);
  await expect(page.getByRole('heading', { name: M.products.title, level: 1 })).toBeVisible();
  const trustedTab = await context.newPage();
  await trustedTab.goto('/merchant/products');
  await expect(trustedTab.getByRole('heading', { name: M.products.title, level: 1 })).toBeVisible();
  await trustedTab.close();
  // Sign-out ends it in every tab: a new one asks again.
  await signOut(page);
  const afterSignOut = await context.newPage();
  await afterSignOut.goto('/merchant/products');
  await expect(afterSignOut.getByRole('heading', { name: M.signIn.title })).toBeVisible();
  await afterSignOut.close();

  // Not trusted: this tab is signed in, a new tab asks for the password.
  await fillSignIn(page, login, false);
  await expect(page.getByRole('heading', { name: M.products.title, level: 1 })).toBeVisible();
  const newTab = await context.newPage();
  await newTab.goto('/merchant/products');
  await expect(newTab.getByRole('heading', { name: M.signIn.title })).toBeVisible();
  await newTab.close();
});

test('an owner who lost the phone signs in with a recovery code, once; the same code is refused the second time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = `lost${Date.now().toString(36)}`;
  const { recoveryCodes } = await setUpOwner(page, login);
  await expect(page.getByRole('heading', { name: M.home.title, level: 1 })).toBeVisible();
  await signOut(page);

  const code = recoveryCodes[0];
  for (const attempt of ['first', 'second'] as const) {
    await page.goto('/merchant/login');
    await page.getByLabel(M.signIn.login, { exact: true }).fill(login);
    await page.getByLabel(M.signIn.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: M.signIn.submit, exact: true }).click();
    await page.getByRole('button', { name: M.signIn.useRecovery, exact: true }).click();
    await page.getByLabel(M.signIn.recoveryCode, { exact: true }).fill(code.toLowerCase());
    await page.getByRole('button', { name: M.signIn.submit, exact: true }).click();
    if (attempt === 'first') {
      await expect(page.getByRole('heading', { name: M.home.title, level: 1 })).toBeVisible();
      // The owner's own page says how many are left.
      await page.goto('/merchant/telegram');
      await expect(page.getByText(M.recovery.left_other.replace('{{count}}', '9'))).toBeVisible();
      await signOut(page);
    } else {
      await expect(page.getByRole('alert')).toHaveText(M.error['148']);
      await expect(page.getByLabel(M.signIn.login, { exact: true })).toHaveValue(login);
    }
  }
});

test('when the code is due again the owner gives it alone in a dialog, and the save they were making goes through with what they typed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const login = `again${Date.now().toString(36)}`;
  const { secret } = await setUpOwner(page, login);
  const setUpStep = Math.floor(Date.now() / 30_000);
  await expect(page.getByRole('heading', { name: M.home.title, level: 1 })).toBeVisible();

  await page.goto('/merchant/settings');
  const phone = page.getByLabel(M.settings.phone, { exact: true });
  await expect(phone).toBeEditable();
  await phone.fill('012 888 999');
  await ageSecondFactor(login);
  await page.getByRole('button', { name: M.editor.save, exact: true }).click();

  const dialog = page.getByRole('dialog', { name: M.secondFactor.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(M.signIn.password)).toHaveCount(0);
  // A code of a later 30-second step than the one the set-up used (each step's code works once).
  while (Math.floor(Date.now() / 30_000) <= setUpStep) await page.waitForTimeout(1_000);
  await dialog.getByLabel(M.signIn.totp, { exact: true }).fill(generateSync({ secret }));
  await dialog.getByRole('button', { name: M.secondFactor.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(M.editor.saved, { exact: true })).toBeVisible();
  await expect(phone).toHaveValue('012 888 999');
  await page.reload();
  await expect(page.getByLabel(M.settings.phone, { exact: true })).toHaveValue('012 888 999');
});

test('a catalogue member turns on two-step sign-in from their own page: the QR code read by a real decoder, a first code, the codes shown once, then the code asked at sign-in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = `steps${Date.now().toString(36)}`;
  await catalogueMember(page, login);
  await fillSignIn(page, login, false);
  await expect(page.getByRole('heading', { name: M.products.title, level: 1 })).toBeVisible();
  await openConsoleNavigation(page);
  await page.getByRole('link', { name: M.section.telegram, exact: true }).click();
  await expect(page.getByRole('heading', { name: M.telegram.title, level: 1 })).toBeVisible();

  const panel = page.getByRole('region', { name: M.twoStep.title });
  await expect(panel).toContainText(M.twoStep.off);
  await panel.getByRole('button', { name: M.twoStep.turnOn, exact: true }).click();
  const qr = panel.getByRole('img', { name: M.setup.qrLabel });
  await expect(qr).toBeVisible();
  const secret = (await panel.locator('code').innerText()).trim();
  expect(decodeQr(await qr.screenshot())).toMatch(new RegExp(`^otpauth://totp/.*[?&]secret=${secret}(&|$)`));
  await panel.getByLabel(M.signIn.totp, { exact: true }).fill(generateSync({ secret }));
  await panel.getByRole('button', { name: M.twoStep.confirm, exact: true }).click();

  const shown = page.getByRole('region', { name: M.recovery.shownOnce });
  await expect(shown).toContainText(M.twoStep.turnedOn);
  await expect(shown.getByRole('list', { name: M.recovery.listLabel }).getByRole('listitem')).toHaveCount(10);
  await shown.getByRole('button', { name: M.recovery.done, exact: true }).click();
  await expect(page.getByText(M.recovery.left_other.replace('{{count}}', '10'))).toBeVisible();
  await expect(page.getByRole('button', { name: M.twoStep.turnOn })).toHaveCount(0);

  // From now on the sign-in asks for the code (the next 30-second step: the one just given is spent).
  await signOut(page);
  await fillSignIn(page, login, false);
  await page
    .getByLabel(M.signIn.totp, { exact: true })
    .fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: M.signIn.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: M.products.title, level: 1 })).toBeVisible();
});
