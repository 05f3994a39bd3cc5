import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  Price,
  Skeleton,
  TextField,
  buttonClassName,
  formatDateTime,
  localized,
  pagePath,
  useMallStore,
  type PageProps,
} from '@mall/shared';
import '../i18n';
import { purchaseFrom, useOnePageCheckout, type Purchase } from '../use-one-page-checkout';
import styles from './one-page.module.css';

export function OnePageCheckout({ face, purchase }: PageProps & { purchase: Purchase }): ReactElement {
  const { t } = useTranslation('onepage');
  const language = useMallStore((state) => state.language);
  const checkout = useOnePageCheckout(purchase, face);
  const { confirmation } = checkout;

  if (checkout.status === 'loading') return <Skeleton lines={6} />;
  if (checkout.status === 'error')
    return <ErrorState title={t('loadFailed')} onRetry={() => void checkout.reload()} retryLabel={t('retry')} />;
  if (checkout.status === 'empty' || !confirmation) {
    return (
      <EmptyState
        title={t('empty')}
        action={
          <Link className={buttonClassName({})} to={pagePath(face, 'index')}>
            {t('continueShopping')}
          </Link>
        }
      />
    );
  }

  const windowLabel = (value: string) => {
    const end = `${String(Number(value.slice(11, 13)) + 3).padStart(2, '0')}:00`;
    return `${formatDateTime(value, language, { style: 'date' })} ${value.slice(11, 16)}–${end}`;
  };

  return (
    <form
      className={face === 'mobile' ? styles.mobile : styles.laptop}
      onSubmit={(event) => {
        event.preventDefault();
        void checkout.placeOrder();
      }}
    >
      <h1 className={styles.title}>{t('title')}</h1>

      <section className={styles.section} aria-labelledby="onepage-items">
        <h2 id="onepage-items">{t('items')}</h2>
        <ul className={styles.lines}>
          {confirmation.items.map((line) => (
            <li key={`${line.prodId}-${line.skuId}`} className={styles.line}>
              <span>{localized(line, 'prodName')}</span>
              <span className={styles.muted}>{localized(line, 'skuName')}</span>
              <span>{t('quantity', { count: line.prodCount })}</span>
              <Price amount={line.price * line.prodCount} size="sm" plain />
            </li>
          ))}
        </ul>
      </section>

      <fieldset className={styles.section}>
        <legend>{t('address')}</legend>
        {checkout.addresses.map((address) => (
          <label key={address.addrId} className={styles.choice}>
            <input
              type="radio"
              name="address"
              checked={checkout.addrId === address.addrId}
              onChange={() => checkout.setAddrId(address.addrId)}
            />
            <span>
              {address.receiver} · {address.mobile} · {address.addr}
            </span>
          </label>
        ))}
        <label className={styles.choice}>
          <input
            type="radio"
            name="address"
            checked={checkout.addrId === 'new'}
            onChange={() => checkout.setAddrId('new')}
          />
          <span>{t('newAddress')}</span>
        </label>
        {checkout.addrId === 'new' && (
          <div className={styles.fields}>
            {(['receiver', 'mobile', 'addr'] as const).map((field) => (
              <TextField
                key={field}
                label={t(field === 'mobile' ? 'phone' : field === 'addr' ? 'street' : 'receiver')}
                value={checkout.newAddress[field]}
                inputMode={field === 'mobile' ? 'tel' : undefined}
                error={checkout.addressErrors[field] ? t(checkout.addressErrors[field]!) : null}
                onChange={(event) => checkout.setNewAddress({ ...checkout.newAddress, [field]: event.target.value })}
              />
            ))}
          </div>
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('time')}</legend>
        <select
          aria-label={t('time')}
          value={checkout.recTime}
          onChange={(event) => checkout.setRecTime(event.target.value)}
        >
          {checkout.windows.map((value) => (
            <option key={value} value={value}>
              {windowLabel(value)}
            </option>
          ))}
        </select>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('payment')}</legend>
        {confirmation.payTypes.map((payType) => (
          <label key={payType} className={styles.choice}>
            <input
              type="radio"
              name="payType"
              checked={checkout.payType === payType}
              onChange={() => checkout.setPayType(payType)}
            />
            <span>{t(payType === 1 ? 'bankTransfer' : 'bankApp')}</span>
          </label>
        ))}
      </fieldset>

      <dl className={styles.amounts}>
        <dt>{t('subtotal')}</dt>
        <dd>
          <Price amount={confirmation.productAmount} size="sm" plain />
        </dd>
        <dt>{t('delivery')}</dt>
        <dd>
          <Price amount={confirmation.deliveryFee} size="sm" plain />
        </dd>
        <dt>{t('total')}</dt>
        <dd>
          <Price amount={confirmation.amount} />
        </dd>
      </dl>
      <Button type="submit" variant="primary" block loading={checkout.placing}>
        {t('placeOrder')}
      </Button>
    </form>
  );
}

/** Buy now (`?prodId&skuId&prodCount`) or chosen cart lines (`?basketIds`), on the one page. */
export default function ConfirmPage({ face }: PageProps): ReactElement {
  const [search] = useSearchParams();
  return <OnePageCheckout face={face} purchase={purchaseFrom(search)} />;
}
