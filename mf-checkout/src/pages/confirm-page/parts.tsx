import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router-dom';
import {
  apiErrorMessage,
  Button,
  EmptyState,
  ErrorState,
  MAX_REMARKS,
  PHNOM_PENH_OFFSET_MS,
  Price,
  ProductLine,
  Skeleton,
  Select,
  buttonClassName,
  formatDateTime,
  pagePath,
  useMallStore,
  type Face,
  type LanguageCode,
  type OrderLine,
  type PayType,
  type RielRate,
  rateOfOrder,
} from '@mall/shared';
import { deliveredKhanNames } from '@mall/shared/khans';
import type { CheckoutModel } from '../../features/checkout/use-checkout';
import type { FromState } from '../../features/navigation-state';
import { formatWindow } from '../../features/checkout/receiving-time';
import { AddressCard } from '../../components/address-card';
import { AmountsSummary } from '../../components/amounts-summary';
import { RadioCard } from '../../components/radio-card';
import styles from './confirm-page.module.css';

export function NothingToCheckOut({ face }: { face: Face }) {
  const { t } = useTranslation('checkout');
  return (
    <EmptyState
      title={t('confirm.nothingTitle')}
      hint={t('confirm.nothingMessage')}
      action={
        <Link className={buttonClassName({ variant: 'primary' })} to={pagePath(face, 'cart')}>
          {t('checkout:confirm.toCart')}
        </Link>
      }
    />
  );
}

/** The confirmation could not be made (lines gone, product removed…): retry, or back to the cart. */
export function ConfirmFailed({ checkout, face }: { checkout: CheckoutModel; face: Face }) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <ErrorState
      message={apiErrorMessage(checkout.loadError)}
      onRetry={() => void checkout.reload()}
      action={
        <Link className={buttonClassName({ variant: 'secondary' })} to={pagePath(face, 'cart')}>
          {t('checkout:confirm.toCart')}
        </Link>
      }
    />
  );
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The chosen address, or the prompt to choose one. `action` changes it; with `to` the whole box is the link
 * (mobile: tap → the address list); `children` (the laptop chooser) replaces the box.
 */
export function AddressSection({
  checkout,
  action,
  to,
  children,
}: {
  checkout: CheckoutModel;
  action: ReactNode;
  to?: LinkProps['to'];
  children?: ReactNode;
}) {
  const { t } = useTranslation(['checkout', 'common']);
  const missing = checkout.problems.includes('address');
  const className = `${styles.addressBox} ${to ? styles.addressLink : ''} ${missing ? styles.problem : ''}`;
  const content = (
    <>
      {checkout.address ? (
        <AddressCard address={checkout.address} />
      ) : (
        <p className={missing ? styles.fieldError : styles.muted} role={missing ? 'alert' : undefined}>
          {t('common:validation.selectAddress')}
        </p>
      )}
      {action}
    </>
  );
  return (
    <Section title={t('checkout:confirm.shippingAddress')}>
      {children ??
        (to ? (
          <Link className={className} to={to} state={{ from: 'confirm' } satisfies FromState}>
            {content}
          </Link>
        ) : (
          <div className={className}>{content}</div>
        ))}
      {checkout.addressError !== null && (
        <p className={styles.fieldError} role="alert">
          {apiErrorMessage(checkout.addressError)}
        </p>
      )}
      <DeliveryAreaNote />
    </Section>
  );
}

/** Where the shop delivers: its khans by name once the owner has limited the area. */
function DeliveryAreaNote() {
  const { t, i18n } = useTranslation('common');
  const area = useMallStore((state) => state.webInfo?.delivery?.area) ?? [];
  if (area.length === 0) return <p className={styles.note}>{t('message.deliveryArea')}</p>;
  const khans = deliveredKhanNames(area, i18n.language as LanguageCode).join(t('address.listSeparator'));
  return <p className={styles.note}>{t('validation.outsideArea', { khans })}</p>;
}

const ITEM_LINE = {
  line: styles.item,
  picture: styles.itemPic,
  name: styles.itemName,
  sku: styles.muted,
  figures: styles.itemPrice,
};

export function OrderItems({ items, rielRate }: { items: OrderLine[]; rielRate: RielRate | null }) {
  const { t } = useTranslation('checkout');
  return (
    <Section title={t('confirm.items')}>
      <ul className={styles.items}>
        {items.map((item) => (
          <ProductLine
            key={`${item.prodId}-${item.skuId}`}
            goods={item}
            pictureSize={64}
            classes={ITEM_LINE}
            figures={
              <>
                <Price amount={item.price} rielRate={rielRate} />
                <span className={styles.muted}>{t('confirm.quantity', { count: item.prodCount })}</span>
              </>
            }
          />
        ))}
      </ul>
    </Section>
  );
}

export function ReceivingTime({ checkout }: { checkout: CheckoutModel }) {
  const { t } = useTranslation('checkout');
  const language = useMallStore((state) => state.language);
  const chosenDay =
    checkout.days.find((day) => day.windows.some((w) => w.value === checkout.recTime)) ?? checkout.days[0];
  if (!chosenDay) return null;
  const dayLabel = (offset: number, noon: Date) => {
    // `noon` reads as Phnom Penh wall time in UTC: shift it back to the real moment.
    const date = formatDateTime(noon.getTime() - PHNOM_PENH_OFFSET_MS, language, { style: 'day' });
    if (offset === 0) return `${t('confirm.today')} · ${date}`;
    if (offset === 1) return `${t('confirm.tomorrow')} · ${date}`;
    return date;
  };
  return (
    <Section title={t('confirm.receivingTime')}>
      <div className={styles.timeRow}>
        <Select
          className={styles.timeField}
          label={t('confirm.receivingDay')}
          value={chosenDay.date}
          options={checkout.days.map((day) => ({ value: day.date, label: dayLabel(day.offset, day.noon) }))}
          onChange={(event) => {
            const day = checkout.days.find((d) => d.date === event.target.value);
            if (day) checkout.update({ recTime: day.windows[0].value });
          }}
        />
        <Select
          className={styles.timeField}
          label={t('confirm.receivingWindow')}
          value={checkout.recTime ?? ''}
          options={chosenDay.windows.map((window) => ({ value: window.value, label: formatWindow(window) }))}
          onChange={(event) => checkout.update({ recTime: event.target.value })}
        />
      </div>
    </Section>
  );
}

export function Remarks({ checkout }: { checkout: CheckoutModel }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <Section title={t('confirm.remarks')}>
      <label htmlFor={id} className="visually-hidden">
        {t('confirm.remarks')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={2}
        maxLength={MAX_REMARKS}
        placeholder={t('confirm.remarksPlaceholder')}
        value={checkout.remarks}
        onChange={(event) => checkout.update({ remarks: event.target.value })}
      />
    </Section>
  );
}

export function PaymentMethods({ checkout, payTypes }: { checkout: CheckoutModel; payTypes: PayType[] }) {
  const { t } = useTranslation(['checkout', 'common']);
  const name = useId();
  const missing = checkout.problems.includes('payType');
  return (
    <Section title={t('checkout:confirm.paymentMethod')}>
      <div role="radiogroup" aria-label={t('checkout:confirm.paymentMethod')} className={styles.payTypes}>
        {payTypes.map((payType) => (
          <RadioCard
            key={payType}
            name={name}
            value={payType}
            checked={checkout.payType === payType}
            onChoose={() => checkout.update({ payType })}
          >
            <span className={styles.payTypeText}>
              <span className={styles.payTypeName}>{t(`common:payType.${payType}`)}</span>
              <span className={styles.muted}>{t(`checkout:payType.${payType}Hint`)}</span>
            </span>
          </RadioCard>
        ))}
      </div>
      {missing && (
        <p className={styles.fieldError} role="alert">
          {t('common:validation.selectPayment')}
        </p>
      )}
    </Section>
  );
}

export function EstimatedDelivery({ time }: { time: string | null }) {
  const { t } = useTranslation('checkout');
  const language = useMallStore((state) => state.language);
  if (!time) return null;
  return (
    <p className={styles.note}>
      {t('confirm.estimatedDelivery', { time: formatDateTime(time, language, { style: 'day' }) })}
    </p>
  );
}

/** The amounts with the fee for the chosen address (its khan's), once the API has said it. */
export function OrderAmounts({ checkout }: { checkout: CheckoutModel }) {
  const { amounts } = checkout;
  if (!amounts) return checkout.addressError === null ? <Skeleton lines={3} /> : null;
  return (
    <AmountsSummary
      productAmount={amounts.productAmount}
      deliveryFee={amounts.deliveryFee}
      total={amounts.amount}
      rielRate={checkout.confirmation ? rateOfOrder(checkout.confirmation) : null}
      totalRiel={amounts.amountRiel}
    />
  );
}

export function PlaceError({ checkout }: { checkout: CheckoutModel }) {
  if (!checkout.placeError) return null;
  return (
    <p className={styles.fieldError} role="alert">
      {apiErrorMessage(checkout.placeError)}
    </p>
  );
}

export function PlaceOrderButton({ checkout }: { checkout: CheckoutModel }) {
  const { t } = useTranslation('checkout');
  return (
    <Button variant="primary" size="lg" block loading={checkout.placing} onClick={() => void checkout.placeOrder()}>
      {checkout.placing ? t('confirm.placing') : t('confirm.placeOrder')}
    </Button>
  );
}

export function ConfirmSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton height={96} />
      <Skeleton height={160} />
      <Skeleton height={72} />
      <Skeleton height={120} />
    </div>
  );
}
