import { expect, test } from './fixtures';
import { addAddress, anyProduct, apiToken, faceOf, orderItemOf, registerMember, signIn } from './support';

const TYPES = ['Home', 'Company', 'School', 'Other'];

test('the address book keeps ten at most, offers the four types and keeps the default', async ({
  page,
  request,
}, testInfo) => {
  const face = faceOf(testInfo);
  const member = await registerMember(request);
  const token = await apiToken(request, member);
  await addAddress(request, token, 'Default Dara', 1);
  for (let index = 2; index <= 9; index += 1) await addAddress(request, token, `Receiver ${index}`, 0);
  await signIn(page, face, member);

  if (face === 'laptop') {
    await page.goto('/laptop/centre/address');
    const main = page.getByRole('main');
    await expect(main.getByText('9 of 10 addresses')).toBeVisible();
    await main.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New address' });
    for (const type of TYPES) await expect(dialog.getByRole('radio', { name: type })).toBeVisible();
    await dialog.getByLabel('Receiver').fill('Tenth Sophea');
    await dialog.getByLabel('Phone number').fill('012 345 678');
    await dialog.getByLabel('Address', { exact: true }).fill('No. 5, Street 51, Boeung Keng Kang, Phnom Penh');
    await dialog.getByLabel('Khan (district)').selectOption({ label: 'Chamkar Mon' });
    await dialog.getByRole('radio', { name: 'School' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('10 of 10 addresses')).toBeVisible();
    await expect(main.getByRole('article', { name: /Tenth Sophea/ }).getByText('School')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add address' })).toBeDisabled();
    await expect(main.getByText('You can keep up to 10 addresses. Delete one to add another.')).toBeVisible();

    const defaultCard = main.getByRole('article', { name: /Default Dara/ });
    await expect(defaultCard.getByText('The default address cannot be deleted')).toBeVisible();
    await expect(defaultCard.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await expect(defaultCard.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'The default address cannot be deleted',
    );
    return;
  }

  await page.goto('/mobile/confirm/address?from=centre');
  const main = page.getByRole('main');
  await main
    .getByRole('link', { name: 'Add a new address' })
    .or(main.getByRole('button', { name: 'Add a new address' }))
    .click();
  for (const type of TYPES) await expect(main.getByRole('radio', { name: type })).toBeVisible();
  await main.getByLabel('Receiver').fill('Tenth Sophea');
  await main.getByLabel('Phone number').fill('012 345 678');
  await main.getByLabel('Address', { exact: true }).fill('No. 5, Street 51, Boeung Keng Kang, Phnom Penh');
  await main.getByLabel('Khan (district)').selectOption({ label: 'Chamkar Mon' });
  // The radios are drawn as chips: a shopper taps the word.
  await main
    .locator('label')
    .filter({ hasText: /^School$/ })
    .click();
  await expect(main.getByRole('radio', { name: 'School' })).toBeChecked();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/mobile\/confirm\/address\?from=centre$/);
  await expect(main.getByText('Tenth Sophea')).toBeVisible();
  await expect(main.getByText('You can keep up to 10 addresses. Edit one of them instead.')).toBeVisible();
  await expect(
    main.getByRole('link', { name: 'Add a new address' }).or(main.getByRole('button', { name: 'Add a new address' })),
  ).toHaveCount(0);

  // The default has no delete; back from editing returns to the list, back from the book to the centre.
  await main.getByRole('listitem').filter({ hasText: 'Default Dara' }).getByRole('link', { name: 'Edit' }).click();
  await expect(main.getByLabel('Receiver')).toHaveValue('Default Dara');
  await expect(main.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/mobile\/confirm\/address\?from=centre$/);
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/mobile\/centre$/);
});

test('phone: back from the address list returns to the order being confirmed, back from editing to the list', async ({
  page,
  request,
}, testInfo) => {
  test.skip(faceOf(testInfo) !== 'mobile', 'the back arrow rules are the mobile header’s');
  const member = await registerMember(request);
  const token = await apiToken(request, member);
  await addAddress(request, token, 'Default Dara', 1);
  const item = orderItemOf(await anyProduct(request));
  await signIn(page, 'mobile', member);
  const confirm = `/mobile/confirm?prodId=${item.prodId}&skuId=${item.skuId}&prodCount=1`;
  await page.goto(confirm);
  const main = page.getByRole('main');
  await expect(main.getByText('Default Dara')).toBeVisible();
  await main.getByRole('link', { name: /Change/ }).click();
  await expect(page).toHaveURL(/\/mobile\/confirm\/address\?/);
  await main.getByRole('listitem').filter({ hasText: 'Default Dara' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/mobile\/confirm\/address\/edit\?/);
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/mobile\/confirm\/address\?/);
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/mobile/confirm\\?.*prodId=${item.prodId}`));
  await expect(main.getByText('Default Dara')).toBeVisible();
});
