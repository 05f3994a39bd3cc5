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
import { ORDER_NOTICE_JOB, sendOrderNotice, type OrderNoticeEvent } from '../shopper-notices';
import type { SmsSender } from '../sms';
import { sendNewOrder, sendPaymentReceived, sendStockLow } from '../telegram';
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
  telegramPaid: 'telegram-paid',
  telegramStock: 'telegram-stock',
} as const;

export function jobHandlers(deps: JobDeps): JobHandlers {
  const { db, config } = deps;
  const provider = createPaymentProvider(config);
  return {
    [JOB_KIND.sweep]: async () => {
      await sweepOncePerCluster(db, config.paymentWindowMinutes);
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
      await sendNewOrder(db, config.telegram, (payload as { orderNumber: string }).orderNumber);
    },
    [JOB_KIND.orderSms]: async (payload) => {
      const { orderNumber, event } = payload as { orderNumber: string; event: OrderNoticeEvent };
      await sendOrderNotice(db, deps.sms, orderNumber, event);
    },
    [JOB_KIND.telegramPaid]: async (payload) => {
      await sendPaymentReceived(db, config.telegram, (payload as { reference: string }).reference);
    },
    [JOB_KIND.telegramStock]: async (payload) => {
      const { skuId, key } = payload as { skuId: number; key: string };
      await sendStockLow(db, config.telegram, skuId, key);
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

/** The expiry sweep every minute, the bank app payments every 15 s (a provider that is asked), pictures hourly. */
export function jobSchedules(config: AppConfig): ScheduledJob[] {
  const asksProvider = Boolean(createPaymentProvider(config).checkPayment) && config.nodeEnv !== 'test';
  return [
    { kind: JOB_KIND.sweep, everyMs: 60_000 },
    ...(asksProvider ? [{ kind: JOB_KIND.paymentCheck, everyMs: 15_000 }] : []),
    { kind: JOB_KIND.pictureSweep, everyMs: 60 * 60_000 },
  ];
}
