// The shop's Telegram bot (grammY): a new order goes to the orders chat as a job, once. The Bot API's address is a
// setting (TELEGRAM_API_ROOT), for a self-hosted Bot API server, and for the tests' stand-in.
import { Bot, GrammyError } from 'grammy';
import type { TelegramSettings } from '../config';
import { toIso } from '../clock';
import type { Executor } from '../repositories/executor';
import { findOrder, listOrderItems } from '../repositories/order-repository';
import { RetryAfter } from './jobs/runner';

type Language = TelegramSettings['language'];

const WORDS: Record<
  Language,
  Record<'newOrder' | 'amount' | 'deliverTo' | 'wished' | 'payment' | 'payType1' | 'payType2', string>
> = {
  km: {
    newOrder: 'ការបញ្ជាទិញថ្មី',
    amount: 'សរុប',
    deliverTo: 'ដឹកជញ្ជូនទៅ',
    wished: 'ពេលវេលាចង់បាន',
    payment: 'ការទូទាត់',
    payType1: 'ផ្ទេរប្រាក់តាមធនាគារ',
    payType2: 'កម្មវិធីធនាគារ (KHQR)',
  },
  en: {
    newOrder: 'New order',
    amount: 'Amount',
    deliverTo: 'Deliver to',
    wished: 'Wished time',
    payment: 'Payment',
    payType1: 'Bank transfer',
    payType2: 'Bank app (KHQR)',
  },
  zh: {
    newOrder: '新订单',
    amount: '金额',
    deliverTo: '收货地址',
    wished: '期望送达时间',
    payment: '支付方式',
    payType1: '银行转账',
    payType2: '银行App（KHQR）',
  },
};

const NAME_COLUMN = { km: 'kh', en: 'en', zh: 'cn' } as const;

/** The new order's message: number, lines, amount, address, wished time, payment method, in the shop's language. */
export async function newOrderMessage(
  db: Executor,
  orderNumber: string,
  language: Language,
): Promise<string | undefined> {
  const order = await findOrder(db, orderNumber);
  if (!order) return undefined;
  const items = await listOrderItems(db, [orderNumber]);
  const words = WORDS[language];
  const column = NAME_COLUMN[language];
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const lines = items.map((item) => {
    const product = item[`prod_name_${column}`] || item.prod_name_en;
    const sku = item[`sku_name_${column}`] || item.sku_name_en;
    return `• ${product}${sku ? ` (${sku})` : ''} × ${item.prod_count}: ${dollars(Number(item.price_cents) * Number(item.prod_count))}`;
  });
  return [
    `${words.newOrder} ${orderNumber}`,
    ...lines,
    `${words.amount}: ${dollars(Number(order.amount_cents))}`,
    `${words.deliverTo}: ${order.receiver}, ${order.receiver_mobile}, ${order.addr}`,
    `${words.wished}: ${toIso(Number(order.rec_time)).slice(0, 16).replace('T', ' ')}`,
    `${words.payment}: ${Number(order.payment_method) === 2 ? words.payType2 : words.payType1}`,
  ].join('\n');
}

/**
 * The telegram-order job: sends the order to the orders chat. Telegram's 429 is honoured (tried again after its
 * retry_after, not counted as a failed try); off when no bot or chat is set.
 */
export async function sendNewOrder(db: Executor, settings: TelegramSettings, orderNumber: string): Promise<void> {
  if (!settings.token || !settings.ordersChatId) return;
  const text = await newOrderMessage(db, orderNumber, settings.language);
  if (!text) return;
  const bot = new Bot(settings.token, { client: { apiRoot: settings.apiRoot } });
  try {
    await bot.api.sendMessage(settings.ordersChatId, text);
  } catch (error) {
    if (error instanceof GrammyError && error.error_code === 429) {
      throw new RetryAfter((error.parameters.retry_after ?? 1) * 1000, error.description);
    }
    throw error;
  }
}
