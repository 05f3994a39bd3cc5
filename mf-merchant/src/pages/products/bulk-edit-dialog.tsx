import type { ReactElement } from 'react';
import { Button, Dialog, Skeleton } from '@mall/shared';
import { FormError } from '../../components/form-error';
import tableStyles from '../../components/table.module.css';
import { refusalMessage, useMerchantT } from '../../features/use-merchant-t';
import { isPrice, isStock } from '../../features/products/product-form';
import { useBulkEdit } from '../../features/products/use-bulk-edit';
import styles from './bulk-edit-dialog.module.css';

/** Prices and stock of the chosen products' SKUs in one table, saved in one call; refusals are listed per SKU. */
export function BulkEditDialog({
  open,
  prodIds,
  onClose,
  onSaved,
}: {
  open: boolean;
  prodIds: number[];
  onClose: () => void;
  onSaved: () => void;
}): ReactElement | null {
  const t = useMerchantT();
  const { rows, result, error, busy, invalid, change, save } = useBulkEdit(open, prodIds, onSaved, onClose);

  const refusedOf = (skuId: number) => result?.refused.find((refusal) => refusal.skuId === skuId);

  return (
    <Dialog
      open={open}
      title={t('bulk.title')}
      className={styles.wide}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={busy} disabled={invalid}>
            {t('bulk.save')}
          </Button>
        </>
      }
    >
      {result && result.refused.length > 0 && (
        <p role="status">{t('bulk.partly', { updated: result.updated, refused: result.refused.length })}</p>
      )}
      <FormError message={error} />
      {rows !== null && invalid && <p role="alert">{t('bulk.invalid')}</p>}
      {rows === null && !error ? (
        <Skeleton lines={4} height="2rem" />
      ) : (
        <table className={`${tableStyles.table} ${styles.grid}`}>
          <thead>
            <tr>
              <th scope="col">{t('products.name')}</th>
              <th scope="col">{t('sku.spec')}</th>
              <th scope="col">{t('sku.price')}</th>
              <th scope="col">{t('sku.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((row) => {
              const refused = refusedOf(row.skuId);
              return (
                <tr key={row.skuId}>
                  <td data-label={t('bulk.product')}>{row.product}</td>
                  <td data-label={t('sku.spec')}>
                    {/* One value: on a phone the cell is a label and a value of the row's card (table.module.css). */}
                    <span>
                      {row.spec}
                      {refused && (
                        <span role="alert" className={`${tableStyles.badge} ${tableStyles.warn}`}>
                          {refusalMessage({ codeId: refused.codeId })}
                        </span>
                      )}
                    </span>
                  </td>
                  <td data-label={t('sku.price')}>
                    <input
                      aria-label={t('bulk.priceOf', { name: `${row.product} ${row.spec}` })}
                      inputMode="decimal"
                      aria-invalid={!isPrice(row.price) || undefined}
                      value={row.price}
                      onChange={(event) => change(row.skuId, 'price', event.target.value)}
                    />
                  </td>
                  <td data-label={t('sku.stock')}>
                    <input
                      aria-label={t('bulk.stockOf', { name: `${row.product} ${row.spec}` })}
                      inputMode="numeric"
                      aria-invalid={!isStock(row.stock) || undefined}
                      value={row.stock}
                      onChange={(event) => change(row.skuId, 'stock', event.target.value)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
