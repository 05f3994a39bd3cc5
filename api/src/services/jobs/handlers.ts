// What each kind of job does, and the work written on a timer. Every handler may run again for the same payload (a
// retry, a runner killed mid-way) and then does nothing twice: it acts through conditional updates keyed on its rows.
import type { Db } from '../../db';
import type { AppConfig } from '../../config';
import { clock } from '../../clock';
import { deleteDoneJobsBefore } from '../../repositories/job-repository';
import { sweepOncePerCluster } from '../expiry';
import { checkAppPaymentsOncePerCluster } from '../payment';
import { createPaymentProvider } from '../payment-providers';
import type { PhotoStorage } from '../photo-storage';
import { convertUpload, sweepPictures } from '../photos';
import {
  ORDER_NOTICE_JOB,
  ORDER_TELEGRAM_JOB,
  resendUnsentNotices,
  sendOrderNotice,
  type OrderNoticeEvent,
} from '../shopper-notices';
import { sendOrderTelegram } from '../shopper-telegram';
import type { SmsSender } from '../sms';
import { sendDailySummary, sendNewOrder, sendPaymentReceived, sendStockLow, sendTransferReminders } from '../telegram';
import { shopBotSettings } from '../telegram-settings';
import type { JobHandlers, ScheduledJob } from './runner';

export interface JobDeps {
  db: Db;
  config: AppConfig;
  photoStorage: PhotoStorage;
  sms: SmsSender;
  log: (message: string, detail?: unknown) => void;
}

/** A finished job's row is kept this long (its key, so a relay repeated after a crash finds it). */
const DONE_KEPT_MS = 24 * 60 * 60_000;

export const JOB_KIND = {
  sweep: 'sweep',
  paymentCheck: 'payment-check',
  pictureSweep: 'picture-sweep',
  photoConvert: 'photo-convert',
  telegramOrder: 'telegram-order',
  orderSms: ORDER_NOTICE_JOB,
  orderTelegram: ORDER_TELEGRAM_JOB,
  telegramPaid: 'telegram-paid',
  telegramStock: 'telegram-stock',
  telegramReminders: 'telegram-reminders',
  telegramSummary: 'telegram-summary',
} as const;

export function jobHandlers(deps: JobDeps): JobHandlers {
  const { db, config } = deps;
  const provider = createPaymentProvider(config);
  // The owner's settings over the operator's, read at each job: a change in the console reaches every worker.
  const telegram = () => shopBotSettings(db, config.telegram);
  return {
    [JOB_KIND.sweep]: async () => {
      await sweepOncePerCluster(db, config.paymentWindowMinutes);
      await resendUnsentNotices(db);
      await deleteDoneJobsBefore(db, clock.now() - DONE_KEPT_MS);
    },
    [JOB_KIND.paymentCheck]: async () => {
      const checked = await checkAppPaymentsOncePerCluster(db, {
        paymentWindowMinutes: config.paymentWindowMinutes,
        provider,
      });
      // One payment the provider could not be asked about is asked again at the next check.
      checked?.failed.forEach((failure) => deps.log('payment status check failed', failure));
    },
    [JOB_KIND.pictureSweep]: async () => {
      await sweepPictures(db, deps.photoStorage);
    },
    [JOB_KIND.telegramOrder]: async (payload) => {
      await sendNewOrder(db, await telegram(), (payload as { orderNumber: string }).orderNumber);
    },
    [JOB_KIND.orderSms]: async (payload) => {
      const { orderNumber, event } = payload as { orderNumber: string; event: OrderNoticeEvent };
      await sendOrderNotice(db, deps.sms, orderNumber, event);
    },
    [JOB_KIND.orderTelegram]: async (payload) => {
      const { orderNumber, event } = payload as { orderNumber: string; event: OrderNoticeEvent };
      await sendOrderTelegram(db, config.telegram, orderNumber, event);
    },
    [JOB_KIND.telegramPaid]: async (payload) => {
      await sendPaymentReceived(db, await telegram(), (payload as { reference: string }).reference);
    },
    [JOB_KIND.telegramStock]: async (payload) => {
      const { skuId, key } = payload as { skuId: number; key: string };
      await sendStockLow(db, await telegram(), skuId, key);
    },
    [JOB_KIND.telegramReminders]: async () => {
      await sendTransferReminders(db, await telegram(), config.paymentWindowMinutes);
    },
    [JOB_KIND.telegramSummary]: async () => {
      await sendDailySummary(db, await telegram());
    },
    [JOB_KIND.photoConvert]: async (payload) => {
      await convertUpload(db, deps.photoStorage, config.photos, (payload as { uploadId: number }).uploadId);
    },
  };
}

/** Light jobs 8 at once; photo conversions PHOTO_CONCURRENCY at once, in a lane of their own. */
export function jobConcurrency(config: AppConfig) {
  return { concurrency: 8, heavy: { kinds: [JOB_KIND.photoConvert], concurrency: config.photos.concurrency } };
}

/** The shop bot's timed messages: unconfirmed transfers looked for every minute (a reminder counted in minutes must
 * come before the payment window ends), the day's summary checked for every minute (it goes once, from the shop's
 * hour on). */
export const TELEGRAM_SCHEDULES: readonly ScheduledJob[] = [
  { kind: JOB_KIND.telegramReminders, everyMs: 60_000 },
  { kind: JOB_KIND.telegramSummary, everyMs: 60_000 },
];

/** The expiry sweep every minute, the bank app payments every 15 s (a provider that is asked), pictures hourly, the
 * shop bot's timed messages (unless turned off: the API's tests run them when they mean to). */
export function jobSchedules(config: AppConfig): ScheduledJob[] {
  const asksProvider = Boolean(createPaymentProvider(config).checkPayment) && config.nodeEnv !== 'test';
  return [
    { kind: JOB_KIND.sweep, everyMs: 60_000 },
    ...(asksProvider ? [{ kind: JOB_KIND.paymentCheck, everyMs: 15_000 }] : []),
    { kind: JOB_KIND.pictureSweep, everyMs: 60 * 60_000 },
    ...(config.jobs.timedMessages ? TELEGRAM_SCHEDULES : []),
  ];
}
