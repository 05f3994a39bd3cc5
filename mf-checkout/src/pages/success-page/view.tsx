import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Button,
  CopyButton,
  ErrorState,
  Price,
  Skeleton,
  buttonClassName,
  formatDateTime,
  formatPrice,
  formatRiel,
  apiErrorMessage,
  ORDER_STATUS,
  PAY_TYPE,
  pagePath,
  payOrders,
  toast,
  type BankAppInstruction,
  type BankTransferInstruction,
  type Face,
  type Order,
  useMallStore,
} from '@mall/shared';
import type { usePaymentInstruction } from '../../features/payment/use-payment-instruction';
import { openAppLink } from '../../features/payment/open-app';
import { TelegramUpdates } from '@mall/shared/shopper-telegram';
// The QR encoder is only needed for bank-app payments: it loads with them.
const QrCode = lazy(() => import('@mall/shared/qr-code'));
import styles from './success-page.module.css';

/** Cash on delivery (3), not yet delivered: the rider takes the money. */
const isOpenCashOrder = (order: Order) =>
  order.paymentMethod === PAY_TYPE.cashOnDelivery &&
  (order.status === ORDER_STATUS.toDelivered || order.status === ORDER_STATUS.toReceive);

interface SuccessViewProps {
  face: Face;
  orderNumber: string | null;
  payment: ReturnType<typeof usePaymentInstruction>;
}

export function SuccessView({ face, orderNumber, payment }: SuccessViewProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const { state } = payment;
  return (
    <div className={`${styles.page} ${styles[face]}`}>
      <header className={styles.hero}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.title}>{t('checkout:success.title')}</h1>
        {orderNumber && (
          <p className={styles.orderNumber}>
            {t('checkout:success.orderNumber')}: <strong>{orderNumber}</strong>
          </p>
        )}
      </header>
      {state.status === 'loading' && (
        <div className={styles.card} aria-hidden="true">
          <Skeleton height={24} width="60%" />
          <Skeleton lines={4} />
        </div>
      )}
      {state.status === 'error' && <ErrorState onRetry={() => void payment.reload()} />}
      {state.status === 'settled' && (
        <div className={styles.card}>
          <p>
            {state.order && isOpenCashOrder(state.order)
              ? t('checkout:success.payRider', { amount: formatPrice(state.order.amount) })
              : state.order && state.order.status !== 1
                ? t('checkout:success.paidTitle')
                : t('checkout:success.noInstructionMessage')}
          </p>
        </div>
      )}
      {state.status === 'ready' && state.instruction.payType === 1 && <BankTransfer instruction={state.instruction} />}
      {state.status === 'ready' && state.instruction.payType === 2 && (
        <BankApp instruction={state.instruction} orderNumber={orderNumber ?? ''} />
      )}
      <nav className={styles.links}>
        {orderNumber && (
          <Link
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
            to={pagePath(face, 'orderDetail', { query: { orderNumber } })}
          >
            {t('checkout:success.viewOrder')}
          </Link>
        )}
        <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={pagePath(face, 'index')}>
          {t('common:action.goHome')}
        </Link>
      </nav>
      {/* Last: it comes with its own request, and moves nothing above it when it does. */}
      {orderNumber && <TelegramUpdates orderNumber={orderNumber} ns="checkout" />}
    </div>
  );
}

function CopyRow({ label, value, display }: { label: string; value: string; display?: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.copyRow}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.value}>{display ?? value}</span>
        <CopyButton text={value} label={t('success.copy', { label })} />
      </dd>
    </div>
  );
}

function BankTransfer({ instruction }: { instruction: BankTransferInstruction }) {
  const { t } = useTranslation('checkout');
  const amount = formatPrice(instruction.amount);
  return (
    <section className={styles.card} aria-labelledby="pay-title">
      <h2 id="pay-title" className={styles.cardTitle}>
        {t('success.transferTitle', { amount })}
      </h2>
      <dl className={styles.details}>
        <CopyRow label={t('success.bankName')} value={instruction.bankName} />
        <CopyRow label={t('success.accountName')} value={instruction.accountName} />
        <CopyRow label={t('success.accountNumber')} value={instruction.accountNumber} />
        <CopyRow
          label={t('success.amount')}
          value={instruction.amount.toFixed(2)}
          display={<Price amount={instruction.amount} riel={instruction.amountRiel ?? null} />}
        />
        <CopyRow label={t('success.reference')} value={instruction.reference} />
      </dl>
      <p className={styles.help}>{t('success.transferHelp')}</p>
    </section>
  );
}

type Currency = 'USD' | 'KHR';

/**
 * The bank-app QR in dollars or, for orders with a frozen riel total, in riel (KHQR currency 116): the other one is
 * asked for when chosen (it replaces the open one, as another method does).
 */
function useQrCurrency(first: BankAppInstruction, orderNumber: string) {
  const [shown, setShown] = useState(first);
  // The choice shows at once; the QR follows when it comes (and the choice goes back if it cannot).
  const [wanted, setWanted] = useState<Currency>(first.currency ?? 'USD');
  const [busy, setBusy] = useState(false);
  const choose = (currency: Currency) => {
    if (busy || wanted === currency) return;
    const before = wanted;
    setWanted(currency);
    setBusy(true);
    payOrders({ orderNumbers: orderNumber, payType: 2, currency })
      .then((next) => {
        if (next.payType === 2) setShown(next);
      })
      .catch((error: unknown) => {
        setWanted(before);
        toast(apiErrorMessage(error), { kind: 'error' });
      })
      .finally(() => setBusy(false));
  };
  return { shown, currency: (shown.currency ?? 'USD') as Currency, wanted, busy, choose };
}

function CurrencyChoice({ qr }: { qr: ReturnType<typeof useQrCurrency> }) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className={styles.currency} disabled={qr.busy}>
      <legend>{t('success.currency')}</legend>
      {(['USD', 'KHR'] as const).map((currency) => (
        <label key={currency}>
          <input
            type="radio"
            name="qr-currency"
            checked={qr.wanted === currency}
            onChange={() => qr.choose(currency)}
          />
          {t(currency === 'USD' ? 'success.dollars' : 'success.riel')}
        </label>
      ))}
    </fieldset>
  );
}

function BankApp({ instruction: first, orderNumber }: { instruction: BankAppInstruction; orderNumber: string }) {
  const { t } = useTranslation(['checkout', 'common']);
  const language = useMallStore((state) => state.language);
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);
  const qr = useQrCurrency(first, orderNumber);
  const instruction = qr.shown;
  const inRiel = qr.currency === 'KHR' && typeof instruction.amountRiel === 'number';
  const amount = inRiel ? formatRiel(instruction.amountRiel ?? 0, language) : formatPrice(instruction.amount);
  const { deeplink } = instruction;
  // A KHQR (an EMVCo payload) is paid from any Cambodian bank app, in dollars or riel; another bank's QR is its own.
  const isKhqr = instruction.qrString.startsWith('000201');
  const openApp = (link: string) => {
    cleanup.current?.();
    cleanup.current = openAppLink(link, () => toast(t('common:message.abaNotInstalled'), { kind: 'error' }));
  };
  return (
    <section className={styles.card} aria-labelledby="pay-title">
      <h2 id="pay-title" className={styles.cardTitle}>
        {t('checkout:success.appTitle', { amount })}
      </h2>
      {typeof first.amountRiel === 'number' && isKhqr && <CurrencyChoice qr={qr} />}
      <p className={styles.help}>
        <Price amount={instruction.amount} riel={instruction.amountRiel ?? null} />
      </p>
      {deeplink ? (
        <>
          <Button variant="primary" size="lg" block onClick={() => openApp(deeplink)}>
            {t('checkout:success.payInApp')}
          </Button>
          <p className={styles.help}>{t(isKhqr ? 'checkout:success.orScanKhqr' : 'checkout:success.scanQr')}</p>
        </>
      ) : (
        <p className={styles.help}>{t('checkout:success.scanKhqr')}</p>
      )}
      <div className={styles.qr}>
        <Suspense fallback={<Skeleton width={240} height={240} />}>
          <QrCode
            className={styles.qrCode}
            value={instruction.qrString}
            label={t('checkout:success.qrAlt', { orderNumber })}
          />
        </Suspense>
      </div>
      <p className={styles.expires}>
        {t('checkout:success.expires', { time: formatDateTime(instruction.expiresAt, language) })}
      </p>
    </section>
  );
}
