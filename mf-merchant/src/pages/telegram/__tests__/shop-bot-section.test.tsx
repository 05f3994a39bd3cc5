import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ShopBotSetup } from '@mall/shared';
import { clearShopBotToken, getShopBot, myTelegram, saveShopBot, testShopBot } from '../../../api/merchant-api';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  myTelegram: jest.fn(),
  linkTelegram: jest.fn(),
  unlinkTelegram: jest.fn(),
  setTelegramLanguage: jest.fn(),
  getShopBot: jest.fn(),
  saveShopBot: jest.fn(),
  clearShopBotToken: jest.fn(),
  testShopBot: jest.fn(),
  // The owner's own recovery codes share the page (OWNER has TOTP).
  recoveryCodesLeft: jest.fn(async () => ({ left: 10 })),
  renewRecoveryCodes: jest.fn(),
}));

const NONE: ShopBotSetup = {
  tokenSet: false,
  tokenFrom: null,
  operatorTokenSet: false,
  botUsername: null,
  ordersChatId: '',
  catalogueChatId: '',
  webhookSecretSet: false,
  webhookSecretEnd: null,
  updates: 'webhook',
  webhookUrl: 'https://shop.example/api/telegram/webhook',
  reminderMinutes: 15,
  summaryHour: 20,
  paymentWindowMinutes: 30,
};
const SET: ShopBotSetup = {
  ...NONE,
  tokenSet: true,
  tokenFrom: 'console',
  botUsername: 'phsar_shop_bot',
  ordersChatId: '-100',
  catalogueChatId: '-200',
  webhookSecretSet: true,
  webhookSecretEnd: 'x9Qz',
  reminderMinutes: 10,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(myTelegram).mockResolvedValue({ botReady: false, link: null });
});

/** The owners' section, once its form is loaded. */
async function shopBot() {
  const section = within(await screen.findByRole('region', { name: 'Shop bot' }));
  await section.findByRole('button', { name: 'Save' });
  return section;
}

describe('the shop bot (owners)', () => {
  it('saves the token, the chats and the reminder minutes; the token is never shown, the field is emptied', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getShopBot).mockResolvedValue(NONE);
    jest.mocked(saveShopBot).mockResolvedValue({ ...SET, webhook: 'set' });
    renderConsole('/merchant/telegram');
    const form = await shopBot();
    expect(form.getByText(/No bot is set yet/)).toBeInTheDocument();
    await user.type(form.getByLabelText('Bot token'), '4242:the-new-token');
    const orders = within(form.getByRole('group', { name: 'Orders chat' }));
    await user.type(orders.getByLabelText('Chat id'), '-100');
    const catalogue = within(form.getByRole('group', { name: 'Catalogue chat' }));
    await user.type(catalogue.getByLabelText('Chat id'), '-200');
    const minutes = form.getByLabelText('Remind of an unconfirmed transfer after (minutes)');
    expect(minutes).toHaveValue('15');
    await user.clear(minutes);
    await user.type(minutes, '10');
    await user.selectOptions(form.getByLabelText('Daily summary at'), '21:00');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(saveShopBot).toHaveBeenCalledWith({
      token: '4242:the-new-token',
      newWebhookSecret: false,
      ordersChatId: '-100',
      catalogueChatId: '-200',
      reminderMinutes: 10,
      summaryHour: 21,
    });
    expect(await form.findByText(/Saved\. The bot is @phsar_shop_bot\. Telegram now sends the updates/)).toBeVisible();
    expect(form.getByText('A token is set: the bot is @phsar_shop_bot.')).toBeInTheDocument();
    expect(form.getByLabelText('Bot token')).toHaveValue('');
    expect(form.getByText(/ends in …x9Qz/)).toBeInTheDocument();
    // The personal part waits for the bot: then the owner links their own account below.
    expect(myTelegram).toHaveBeenCalledTimes(2);
  });

  it("shows Telegram's refusal of a token, translated, and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getShopBot).mockResolvedValue(NONE);
    jest.mocked(saveShopBot).mockRejectedValue(new ApiError('api', { codeId: 162, status: 400 }));
    renderConsole('/merchant/telegram');
    const form = await shopBot();
    await user.type(form.getByLabelText('Bot token'), '999:revoked');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Telegram refused this bot token');
    expect(form.getByLabelText('Bot token')).toHaveValue('999:revoked');
  });

  it('refuses minutes that are not a whole number under the payment window before asking', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getShopBot).mockResolvedValue(SET);
    renderConsole('/merchant/telegram');
    const form = await shopBot();
    // Unpaid orders are cancelled after 30 minutes here: the hint says so, and the most the reminder can wait.
    const minutes = form.getByLabelText(/Remind of an unconfirmed transfer/);
    expect(minutes).toHaveAccessibleDescription(
      /cancelled after 30 minutes, so the reminder comes before: 29 minutes at most/,
    );
    for (const typed of ['30', '2,5', '0']) {
      await user.clear(minutes);
      await user.type(minutes, typed);
      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(
        form.getByText('Type a whole number of minutes from 1 to 29: unpaid orders are cancelled after 30 minutes.'),
      ).toBeInTheDocument();
      expect(minutes).toHaveValue(typed);
    }
    expect(saveShopBot).not.toHaveBeenCalled();
  });

  it('saves the last minute but one of the window, and says a refusal of the API (99) with what was typed kept', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getShopBot).mockResolvedValue(SET);
    jest.mocked(saveShopBot).mockRejectedValue(new ApiError('api', { codeId: 99, status: 400 }));
    renderConsole('/merchant/telegram');
    const form = await shopBot();
    const minutes = form.getByLabelText(/Remind of an unconfirmed transfer/);
    await user.clear(minutes);
    await user.type(minutes, '29');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(saveShopBot).toHaveBeenCalledWith(expect.objectContaining({ reminderMinutes: 29 }));
    expect(await form.findByRole('alert')).toBeInTheDocument();
    expect(minutes).toHaveValue('29');
  });

  it('sends a test message per chat and says whether it arrived or what Telegram answered', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getShopBot).mockResolvedValue(SET);
    jest
      .mocked(testShopBot)
      .mockResolvedValueOnce({ chatId: '-100', delivered: true, refusal: null, answer: null })
      .mockResolvedValueOnce({
        chatId: '-200',
        delivered: false,
        refusal: 'chatNotFound',
        answer: 'Bad Request: chat not found',
      });
    renderConsole('/merchant/telegram');
    const form = await shopBot();
    const orders = within(form.getByRole('group', { name: 'Orders chat' }));
    await user.click(orders.getByRole('button', { name: 'Send a test message' }));
    expect(testShopBot).toHaveBeenLastCalledWith('orders');
    expect(await orders.findByRole('status')).toHaveTextContent('The test message arrived in chat -100.');

    const catalogue = within(form.getByRole('group', { name: 'Catalogue chat' }));
    await user.click(catalogue.getByRole('button', { name: 'Send a test message' }));
    expect(testShopBot).toHaveBeenLastCalledWith('catalogue');
    const said = await catalogue.findByRole('alert');
    expect(said).toHaveTextContent('chat -200 was not found');
    expect(said).toHaveTextContent('Telegram answered: “Bad Request: chat not found”');

    // A chat changed but not saved is saved first.
    await user.type(catalogue.getByLabelText('Chat id'), '1');
    expect(catalogue.getByRole('button', { name: 'Send a test message' })).toBeDisabled();
    expect(catalogue.getByText(/Save first/)).toBeInTheDocument();
  });

  it("removes the token saved here once asked: the server's bot again, and the form says so", async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getShopBot).mockResolvedValue({ ...SET, operatorTokenSet: true });
    jest.mocked(clearShopBotToken).mockResolvedValue({
      ...SET,
      tokenFrom: 'operator',
      operatorTokenSet: true,
      botUsername: 'server_bot',
      webhook: 'set',
    });
    renderConsole('/merchant/telegram');
    const form = await shopBot();
    await user.click(form.getByRole('button', { name: 'Remove this token' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Remove the token saved here?' });
    expect(asked).toHaveTextContent("The bot from the server's settings will be used instead.");
    // Cancelled: nothing is removed.
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(clearShopBotToken).not.toHaveBeenCalled();

    await user.click(form.getByRole('button', { name: 'Remove this token' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove the token saved here?' });
    await user.click(within(again).getByRole('button', { name: 'Remove token' }));
    expect(clearShopBotToken).toHaveBeenCalledTimes(1);
    expect(
      await form.findByText(
        "The token was removed. The bot is now @server_bot, from the server's settings. Telegram now sends the updates to this shop.",
      ),
    ).toBeVisible();
    expect(form.getByText(/The bot is @server_bot, from the server's settings\. A token saved here/)).toBeVisible();
    expect(form.queryByRole('button', { name: 'Remove this token' })).not.toBeInTheDocument();
    expect(saveShopBot).not.toHaveBeenCalled();
  });

  it('says the bot stops when the server has no token of its own, and shows no bot once removed', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getShopBot).mockResolvedValue(SET);
    jest
      .mocked(clearShopBotToken)
      .mockResolvedValue({ ...SET, tokenSet: false, tokenFrom: null, botUsername: null, webhook: 'notUsed' });
    renderConsole('/merchant/telegram');
    const form = await shopBot();
    await user.click(form.getByRole('button', { name: 'Remove this token' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Remove the token saved here?' });
    expect(asked).toHaveTextContent('The server has no bot of its own: the shop bot stops');
    await user.click(within(asked).getByRole('button', { name: 'Remove token' }));
    expect(
      await form.findByText('The token was removed. The shop bot is off until a token is saved here.'),
    ).toBeVisible();
    expect(form.getByText(/No bot is set yet/)).toBeVisible();
    expect(form.queryByRole('button', { name: 'Remove this token' })).not.toBeInTheDocument();
  });

  it("offers no removal of the server's own token", async () => {
    jest.mocked(getShopBot).mockResolvedValue({ ...SET, tokenFrom: 'operator', operatorTokenSet: true });
    renderConsole('/merchant/telegram');
    const form = await shopBot();
    expect(form.getByText(/from the server's settings/)).toBeVisible();
    expect(form.queryByRole('button', { name: 'Remove this token' })).not.toBeInTheDocument();
  });

  it('is not shown to anyone but owners', async () => {
    jest.mocked(myTelegram).mockResolvedValue({ botReady: true, link: null });
    renderConsole('/merchant/telegram', { staff: { ...OWNER, staffId: 4, role: 'orders' } });
    expect(await screen.findByRole('button', { name: 'Make a link' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shop bot' })).not.toBeInTheDocument();
    expect(getShopBot).not.toHaveBeenCalled();
  });
});
