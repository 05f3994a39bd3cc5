import { merchantEn } from '../../mf-merchant/src/merchant-strings-en';
import { STAND_IN_BOT } from '../../api/test/telegram-stand-in';
import { expect, test } from './fixtures';
import { TELEGRAM_STAND_IN, setUpOwner, standInCalls } from './support';

const M = merchantEn;

test("the owner sets the shop bot's token and chats in the console and sends a test message to each: one arrives, Telegram's answer for the other is shown; the token removed, the server's bot is back", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const unknown = TELEGRAM_STAND_IN.unknownChat;
  // The journeys' one stand-in Bot API (playwright.config.ts) records every journey's calls: this one's are its token's.
  const callsOfToken = async (method: string) =>
    (await standInCalls(request)).filter((call) => call.method === method && call.token === '4242:the-journey-token');
  {
    await setUpOwner(page, `bot-owner-${Date.now().toString(36)}`);
    await expect(page.getByRole('heading', { name: M.home.title })).toBeVisible();
    await page.goto('/merchant/telegram');
    const section = page.getByRole('region', { name: M.shopBot.title });
    await section.getByLabel(M.shopBot.token).fill('4242:the-journey-token');
    const orders = section.getByRole('group', { name: M.shopBot.chat.orders });
    await orders.getByLabel(M.shopBot.chatId).fill('-100');
    const catalogue = section.getByRole('group', { name: M.shopBot.chat.catalogue });
    await catalogue.getByLabel(M.shopBot.chatId).fill(unknown);
    await section.getByRole('button', { name: M.editor.save }).click();

    // Checked with getMe, never shown again.
    await expect(section.getByText(`A token is set: the bot is @${STAND_IN_BOT.username}.`)).toBeVisible();
    await expect(section.getByLabel(M.shopBot.token)).toHaveValue('');
    expect(await callsOfToken('getMe')).not.toHaveLength(0);
    await expect(page.getByText('4242:the-journey-token')).toHaveCount(0);

    await orders.getByRole('button', { name: M.shopBot.test }).click();
    await expect(orders.getByRole('status')).toHaveText('The test message arrived in chat -100.');
    const sent = await callsOfToken('sendMessage');
    expect(sent.map((call) => String(call.body.chat_id))).toContain('-100');

    await catalogue.getByRole('button', { name: M.shopBot.test }).click();
    const refused = catalogue.getByRole('alert');
    await expect(refused).toContainText(`chat ${unknown} was not found`);
    await expect(refused).toContainText('Telegram answered: “Bad Request: chat not found”');

    // The token saved here removed, once confirmed: the server's bot (TELEGRAM_BOT_TOKEN) is the bot again.
    await section.getByRole('button', { name: M.shopBot.removeToken }).click();
    const asked = page.getByRole('alertdialog', { name: M.shopBot.removeTitle });
    await expect(asked).toContainText(M.shopBot.removeToServer);
    await asked.getByRole('button', { name: M.shopBot.removeConfirm }).click();
    await expect(section.getByText(/^The token was removed\. The bot is now @/)).toBeVisible();
    await expect(section.getByText(/from the server's settings\. A token saved here replaces it/)).toBeVisible();
    await expect(section.getByRole('button', { name: M.shopBot.removeToken })).toHaveCount(0);
  }
});
