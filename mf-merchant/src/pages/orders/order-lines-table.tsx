import type { ReactElement } from 'react';
import { formatPrice, imageUrl, localized, useMallStore, variantText } from '@mall/shared';
import type { MerchantOrder } from '@mall/shared';
import tableStyles from '../../components/table.module.css';
import { useMerchantT } from '../../features/use-merchant-t';

/** What to pack: each line's photo, product and variant in the console's language, as bought, count and price. */
export function OrderLinesTable({ items }: { items: MerchantOrder['items'] }): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  return (
    <table className={tableStyles.table}>
      <thead>
        <tr>
          <th scope="col">{t('products.photo')}</th>
          <th scope="col">{t('products.name')}</th>
          <th scope="col">{t('sku.spec')}</th>
          <th scope="col" className={tableStyles.number}>
            {t('orders.quantity')}
          </th>
          <th scope="col" className={tableStyles.number}>
            {t('sku.price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => {
          const name = localized(item, 'prodName', language);
          return (
            <tr key={index}>
              <td data-label={t('products.photo')}>
                <img className={tableStyles.thumb} src={imageUrl(item.pic)} alt="" loading="lazy" />
              </td>
              <td data-label={t('products.name')}>{name}</td>
              <td data-label={t('sku.spec')}>{variantText(item, name, language)}</td>
              <td data-label={t('orders.quantity')} className={tableStyles.number}>
                {/* One value: on a phone the cell is a label and a value of the line's card (table.module.css). */}
                <span>
                  {item.prodCount}
                  {item.returnedCount > 0 && (
                    <>
                      <br />
                      <span>{t('returns.returnedCount', { count: item.returnedCount })}</span>
                    </>
                  )}
                </span>
              </td>
              <td data-label={t('sku.price')} className={tableStyles.number}>
                {formatPrice(item.price)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
