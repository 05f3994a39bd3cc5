// The shopper hears of the order by SMS: placed, paid, shipped, refunded. Each is a job written in the transaction
// of the change (keyed on the order and the event), sent in the member's language unless the member turned these
// messages off, and written down before it goes out, so that a job tried again sends nothing twice.
import { clock } from '../clock';
import type { Lang } from '../lib/lang';
import type { Executor } from '../repositories/executor';
import { findMemberNoticePrefs, setMemberNoticePrefs } from '../repositories/member';
import {
  claimOrderNotice,
  listUnsentOrderNotices,
  findNoticeRecipient,
  markOrderNoticeSent,
  releaseOrderNotice,
  type NoticeChannel,
} from '../repositories/order-notice';
import { ORDER_STATUS, PAYMENT_METHOD_CASH } from '../schemas/codes';
import { formatRiel } from '../schemas/riel';
import { enqueueJob, STALE_CLAIM_MS } from './jobs/runner';
import type { SmsSender } from './sms';

export const ORDER_NOTICE_JOB = 'order-sms';
/** The order-telegram job's kind (services/shopper-telegram.ts sends it); here so that both are written together. */
export const ORDER_TELEGRAM_JOB = 'order-telegram';

export type OrderNoticeEvent = 'placed' | 'paid' | 'shipped' | 'refunded';

/** The status an order moves to, and the message it brings (none for the others: cancelled, returned, completed). */
export const EVENT_OF_STATUS: Partial<Record<number, OrderNoticeEvent>> = {
  [ORDER_STATUS.toPay]: 'placed',
  [ORDER_STATUS.toDelivered]: 'paid',
  [ORDER_STATUS.toReceive]: 'shipped',
  [ORDER_STATUS.refunded]: 'refunded',
};

/** Writes the shopper's message about the order's move to `status`; call it in the transaction of the move. */
export async function enqueueOrderNotice(db: Executor, orderNumber: string, status: number): Promise<void> {
  const event = EVENT_OF_STATUS[status];
  if (!event) return;
  await enqueueJob(db, {
    kind: ORDER_NOTICE_JOB,
    key: `${ORDER_NOTICE_JOB}:${orderNumber}:${event}`,
    payload: { orderNumber, event },
  });
  // The same news on Telegram, for a member who linked a chat (services/shopper-telegram.ts; none without one).
  await enqueueJob(db, {
    kind: ORDER_TELEGRAM_JOB,
    key: `${ORDER_TELEGRAM_JOB}:${orderNumber}:${event}`,
    payload: { orderNumber, event },
  });
}

export interface NoticeFacts {
  orderNumber: string;
  amountCents: number;
  /** The riel total frozen with the order (null: placed before riel), written beside the dollars. */
  amountRiel: number | null;
  /** Who brings it (name and phone) and the tracking note, when the order ships; either may be empty. */
  rider: string;
  note: string;
  /** Cash on delivery: the messages until it arrives say to pay the rider. */
  payRider: boolean;
}

const LANGS: readonly Lang[] = ['km', 'en', 'zh'];
/** A member whose language is not known yet hears Khmer: the shop's customers are in Phnom Penh. */
export const langOf = (lang: string | null | undefined): Lang => (LANGS.includes(lang as Lang) ? (lang as Lang) : 'km');

/** The message as the shopper reads it on the phone. */
export function orderNoticeText(event: OrderNoticeEvent, lang: Lang, facts: NoticeFacts): string {
  const n = facts.orderNumber;
  const dollars = `$${(facts.amountCents / 100).toFixed(2)}`;
  const amount = facts.amountRiel === null ? dollars : `${dollars} · ${formatRiel(facts.amountRiel, lang)}`;
  const riderLabel = { km: 'អ្នកដឹកជញ្ជូន៖', en: 'Rider:', zh: '配送员：' }[lang];
  const delivery = [facts.rider && `${riderLabel} ${facts.rider}`, facts.note].filter(Boolean).join(' · ');
  const text = noticeText(event, lang, n, amount, delivery);
  if (!facts.payRider || (event !== 'placed' && event !== 'shipped')) return text;
  const payRider = {
    km: `សូមបង់ប្រាក់ ${amount} ជាសាច់ប្រាក់ឲ្យអ្នកដឹកជញ្ជូន ពេលទទួលទំនិញ។`,
    en: `Pay the rider ${amount} in cash when it arrives.`,
    zh: `货到时请以现金向配送员支付 ${amount}。`,
  }[lang];
  return `${text}${lang === 'zh' ? '' : ' '}${payRider}`;
}

function noticeText(event: OrderNoticeEvent, lang: Lang, n: string, amount: string, delivery: string): string {
  switch (lang) {
    case 'km':
      return {
        placed: `ផ្សារពេញ៖ យើងបានទទួលការបញ្ជាទិញលេខ ${n} (${amount}) របស់អ្នកហើយ។ សូមអរគុណ!`,
        paid: `ផ្សារពេញ៖ យើងបានទទួលការទូទាត់សម្រាប់ការបញ្ជាទិញលេខ ${n} (${amount}) ហើយ។ យើងកំពុងរៀបចំវេចខ្ចប់ទំនិញជូនអ្នក។`,
        shipped: `ផ្សារពេញ៖ ការបញ្ជាទិញលេខ ${n} កំពុងដឹកជញ្ជូនមកកាន់អ្នក។${delivery ? ` ${delivery}` : ''}`,
        refunded: `ផ្សារពេញ៖ យើងបានសងប្រាក់ ${amount} សម្រាប់ការបញ្ជាទិញលេខ ${n} វិញហើយ។ ប្រាក់នឹងចូលគណនីដែលអ្នកបានប្រើបង់។`,
      }[event];
    case 'zh':
      return {
        placed: `金边商城：我们已收到您的订单 ${n}（${amount}），谢谢！`,
        paid: `金边商城：订单 ${n} 已收到付款（${amount}），我们正在为您打包。`,
        shipped: `金边商城：订单 ${n} 已发货，正在送往您处。${delivery}`,
        refunded: `金边商城：订单 ${n} 已退款 ${amount}，款项将退回您付款的账户。`,
      }[event];
    default:
      return {
        placed: `Phsar Penh: we have your order ${n} (${amount}). Thank you!`,
        paid: `Phsar Penh: payment received for order ${n} (${amount}). We are packing it now.`,
        shipped: `Phsar Penh: order ${n} is on its way to you.${delivery ? ` ${delivery}` : ''}`,
        refunded: `Phsar Penh: order ${n} has been refunded (${amount}). The money goes back to the account you paid from.`,
      }[event];
  }
}

/** The order and its member as a notice needs them, whichever the channel (the recipient rows of both). */
interface NoticeOrder {
  amount_cents: number | string;
  amount_riel: number | string | null;
  rider_name: string;
  rider_phone: string;
  delivery_note: string;
  payment_method: number | string;
  lang: string | null;
}

/** The notice's words for the order, in the member's language. */
export function noticeTextOf(to: NoticeOrder, orderNumber: string, event: OrderNoticeEvent): string {
  return orderNoticeText(event, langOf(to.lang), {
    orderNumber,
    amountCents: Number(to.amount_cents),
    amountRiel: to.amount_riel === null ? null : Number(to.amount_riel),
    rider: [to.rider_name, to.rider_phone].filter(Boolean).join(' '),
    note: to.delivery_note,
    payRider: Number(to.payment_method) === PAYMENT_METHOD_CASH,
  });
}

/**
 * Sends an order's notice on one channel once: written down before it goes out (another run that finds it written
 * sends nothing), let go again when the send fails (the job's next try sends it), marked sent after. Written down
 * and never sent for STALE_CLAIM_MS (its sender killed in between), a later run takes it over: see resendUnsentNotices.
 */
export async function sendNoticeOnce(
  db: Executor,
  orderNumber: string,
  event: OrderNoticeEvent,
  channel: NoticeChannel,
  send: () => Promise<unknown>,
): Promise<void> {
  const now = clock.now();
  if (!(await claimOrderNotice(db, { orderNumber, event, channel }, now, now - STALE_CLAIM_MS))) return;
  try {
    await send();
  } catch (error) {
    await releaseOrderNotice(db, orderNumber, event, channel);
    throw error;
  }
  await markOrderNoticeSent(db, orderNumber, event, channel);
}

/** A notice left unsent this long is not sent any more: a day-old "we have your order" is noise, not news. */
const UNSENT_GIVEN_UP_MS = 24 * 60 * 60_000;

/**
 * The sweep's part: each notice written down as going out and never sent (its sender killed between the two) gets a
 * job again once the writing is stale; that job takes the writing over and sends it, once however many runs there are.
 * Keyed by the writing's time, so each stale writing gets one job; a day late, the notice is given up.
 */
export async function resendUnsentNotices(db: Executor, now = clock.now()): Promise<number> {
  const unsent = await listUnsentOrderNotices(db, now - UNSENT_GIVEN_UP_MS, now - STALE_CLAIM_MS);
  for (const notice of unsent) {
    const kind = notice.channel === 'telegram' ? ORDER_TELEGRAM_JOB : ORDER_NOTICE_JOB;
    await enqueueJob(db, {
      kind,
      key: `${kind}:${notice.order_number}:${notice.event}:unsent-${notice.created_at}`,
      payload: { orderNumber: notice.order_number, event: notice.event },
    });
  }
  return unsent.length;
}

/** The order-sms job: sends the message once, unless the member turned these messages off. */
export async function sendOrderNotice(
  db: Executor,
  sms: SmsSender,
  orderNumber: string,
  event: OrderNoticeEvent,
): Promise<void> {
  const to = await findNoticeRecipient(db, orderNumber);
  if (!to || Number(to.order_sms) !== 1) return;
  await sendNoticeOnce(db, orderNumber, event, 'sms', () =>
    sms.sendText(to.mobile, noticeTextOf(to, orderNumber, event)),
  );
}

/** The member centre's switch, and the language the messages are in. */
export async function orderSmsPrefs(db: Executor, memberId: number) {
  const prefs = await findMemberNoticePrefs(db, memberId);
  return { orderSms: Number(prefs?.order_sms ?? 1) === 1, lang: langOf(prefs?.lang) };
}

/** Turns the order messages on or off; the language becomes the one the member centre is shown in. */
export async function saveOrderSmsPrefs(db: Executor, memberId: number, orderSms: boolean, lang: Lang) {
  await setMemberNoticePrefs(db, memberId, { orderSms, lang });
  return orderSmsPrefs(db, memberId);
}

/** The member's messages are in the language of the page the order was placed from. */
export async function rememberLanguage(db: Executor, memberId: number, lang: Lang): Promise<void> {
  await setMemberNoticePrefs(db, memberId, { lang });
}
