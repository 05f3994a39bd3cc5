// The shop API's three calls for the member's order updates on Telegram (GET /member/telegram, POST
// /member/telegram/link and /unlink).
import { httpClient, type ShopperTelegram, type ShopperTelegramLink } from '@mall/shared';

/** Whether the shop bot is set up, and whether the member is linked (silent: no button is the answer to a failure). */
export function getShopperTelegram(): Promise<ShopperTelegram> {
  return httpClient().then((http) => http.get('/member/telegram', { mallSilent: true })) as Promise<ShopperTelegram>;
}

/** A one-time deep link to the shop bot; from an order's page, that order's news follows once linked. */
export function makeShopperTelegramLink(orderNumber?: string): Promise<ShopperTelegramLink> {
  return httpClient().then((http) =>
    http.post('/member/telegram/link', orderNumber ? { orderNumber } : {}),
  ) as Promise<ShopperTelegramLink>;
}

/** Stops the order updates on Telegram. */
export function unlinkShopperTelegram(): Promise<ShopperTelegram> {
  return httpClient().then((http) => http.post('/member/telegram/unlink', {})) as Promise<ShopperTelegram>;
}
