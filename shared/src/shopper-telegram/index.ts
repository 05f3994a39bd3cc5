// The member's order updates on Telegram, for the checkout's success page and the account's pages: a path of its own
// (@mall/shared/shopper-telegram), bundled into those remotes, not with @mall/shared's index, whose every byte is on
// the first screen.
export { getShopperTelegram, makeShopperTelegramLink, unlinkShopperTelegram } from './api';
export { useShopperTelegram } from './use-shopper-telegram';
export { OpenTelegram, TelegramUpdates, type TelegramWordsOf } from './telegram-updates';
