import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  TELEGRAM_STAND_IN,
  addAddress,
  anyProduct,
  apiToken,
  callApi,
  faceOf,
  merchant,
  orderItemOf,
  registerMember,
  signIn,
  standInCalls,
  waitForTakeOver,
} from './support';

/** What the shop bot sent to a chat, as the stand-in Bot API recorded it. */
async function sentTo(request: APIRequestContext, chatId: number): Promise<string[]> {
  return (await standInCalls(request))
    .filter((call) => call.method === 'sendMessage' && Number(call.body.chat_id) === chatId)
    .map((call) => String(call.body.text));
}

/** The shopper pressed Start in Telegram on the link's bot: the update Telegram posts to the shop's webhook. */
async function pressStart(request: APIRequestContext, chatId: number, startToken: string) {
  const update = {
    update_id: Math.floor(Math.random() * 1e9),
    message: {
      message_id: 1,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Sokha' },
      from: { id: chatId, is_bot: false, first_name: 'Sokha', language_code: 'km' },
      text: `/start ${startToken}`,
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    },
  };
  const answer = await request.post('/api/telegram/webhook', {
    data: update,
    headers: { 'x-telegram-bot-api-secret-token': TELEGRAM_STAND_IN.webhookSecret },
  });
  expect(answer.status()).toBe(200);
}

test('the shopper gets order updates on Telegram from the success page, and stops them in the member centre', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const face = faceOf(testInfo);
  const shopper = await registerMember(request);
  const token = await apiToken(request, shopper);
  const product = await anyProduct(request);
  const addrId = await addAddress(request, token);
  // A chat of this journey's own (the projects run it each).
  const chatId = 6_200_000_000 + Math.floor(Math.random() * 1e8);

  // Placed (from an English page) by bank transfer; the success page is where the shopper lands.
  const orderItem = orderItemOf(product);
  const { orderNumber } = await callApi<{ orderNumber: string }>(request, 'POST', 'order/CreateOrderConfirmation', {
    token,
    body: { orderItem },
  });
  const recTime = new Date(Date.now() + 26 * 3600_000).toISOString();
  await callApi(request, 'POST', 'order/confirmation', {
    token,
    body: { orderItem, addrId, recTime, orderNumber, paymentMethod: 1 },
  });
  await signIn(page, face, shopper);
  await page.goto(`${face === 'laptop' ? '/laptop/success' : '/mobile/confirm/success'}?orderNumber=${orderNumber}`);
  await waitForTakeOver(page);

  await page.getByRole('button', { name: 'Get updates on Telegram' }).click();
  const open = page.getByRole('link', { name: 'Open Telegram' });
  await expect(open).toBeVisible();
  const deepLink = new URL((await open.getAttribute('href')) ?? '');
  expect(`${deepLink.origin}${deepLink.pathname}`).toMatch(/^https:\/\/t\.me\/\w+$/);
  const startToken = deepLink.searchParams.get('start') ?? '';
  expect(startToken).toMatch(/^m-[A-Za-z0-9_-]{43}$/);

  // Start pressed in Telegram: the bot confirms (in the page's language), and the order's news so far follows.
  await pressStart(request, chatId, startToken);
  await expect
    .poll(() => sentTo(request, chatId))
    .toEqual([
      'Done! News of your Phsar Penh orders will come here from now on. Send /stop to stop it.',
      expect.stringMatching(new RegExp(`^Phsar Penh: we have your order ${orderNumber} \\(\\$\\d+\\.\\d\\d`)),
    ]);
  // The page saw it.
  await expect(page.getByText('Order updates on Telegram are on.')).toBeVisible();

  // The shop confirms the transfer and ships: paid and shipped reach the chat, once each.
  merchant('confirm-transfer', orderNumber);
  merchant('ship', orderNumber);
  await expect
    .poll(() => sentTo(request, chatId))
    .toEqual([
      expect.stringContaining('Done!'),
      expect.stringContaining(`we have your order ${orderNumber}`),
      expect.stringContaining(`payment received for order ${orderNumber}`),
      `Phsar Penh: order ${orderNumber} is on its way to you.`,
    ]);

  // The member centre: "Telegram: linked" beside the SMS switch; stopped there.
  await page.goto(face === 'laptop' ? '/laptop/centre/order/list' : '/mobile/centre');
  await waitForTakeOver(page);
  await expect(page.getByText('Telegram: linked')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Order updates by SMS' })).toBeChecked();
  await page.getByRole('button', { name: 'Stop Telegram updates' }).click();
  await expect(page.getByRole('button', { name: 'Get updates on Telegram' })).toBeVisible();
  await expect(page.getByText('Telegram: linked')).toHaveCount(0);
  await page.reload();
  await waitForTakeOver(page);
  await expect(page.getByRole('button', { name: 'Get updates on Telegram' })).toBeVisible();
  expect(await callApi<{ linked: boolean }>(request, 'GET', 'member/telegram', { token })).toMatchObject({
    linked: false,
  });
});
