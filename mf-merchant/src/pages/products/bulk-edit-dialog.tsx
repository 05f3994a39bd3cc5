import { useEffect, useState, type ReactElement } from 'react';
import { Button, Dialog, localized, Skeleton, useMallStore } from '@mall/shared';
import { bulkEdit, getProduct } from '../../api/merchant-api';
import type { BulkItem, BulkResult, MerchantProduct } from '@mall/shared';
import { FormError } from '../../components/form-error';
import tableStyles from '../../components/table.module.css';
import { refusalMessage, useMerchantT } from '../../features/use-merchant-t';
import { isPrice, isStock, specTextOf } from '../../features/products/product-form';

interface Row {
  skuId: number;
  version: number;
  product: string;
  spec: string;
  price: string;
  stock: string;
  /** as read, to send only what changed */
  was: { price: string; stock: string };
}

function rowsOf(products: MerchantProduct[], language: 'km' | 'en' | 'zh'): Row[] {
  return products.flatMap((product) =>
    product.skus.map((sku) => ({
      skuId: sku.skuId!,
      version: sku.version ?? 0,
      product: localized(product, 'prodName', language),
      spec: localized(sku, 'skuName', language) || specTextOf(sku.specValues),
      price: String(sku.price),
      stock: String(sku.stock),
      was: { price: String(sku.price), stock: String(sku.stock) },
    })),
  );
}

/** The changes to send: each SKU whose price or stock was changed, with the version it was read at. */
export function bulkItemsOf(rows: Row[]): BulkItem[] {
  return rows
    .filter((row) => row.price !== row.was.price || row.stock !== row.was.stock)
    .map((row) => ({
      skuId: row.skuId,
      version: row.version,
      ...(row.price !== row.was.price ? { price: Number(row.price) } : {}),
      ...(row.stock !== row.was.stock ? { stock: Number(row.stock) } : {}),
    }));
}

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
  const language = useMallStore((state) => state.language);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [busy, setBusy] = useState(false);
  const key = prodIds.join(',');

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    setRows(null);
    setResult(null);
    setError(null);
    Promise.all(key.split(',').map((id) => getProduct(Number(id)))).then(
      (products) => current && setRows(rowsOf(products, language)),
      (failure: unknown) => current && setError(refusalMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [open, key, language]);

  const change = (skuId: number, field: 'price' | 'stock', value: string) =>
    setRows((previous) => previous && previous.map((row) => (row.skuId === skuId ? { ...row, [field]: value } : row)));

  const invalid = rows?.some((row) => !isPrice(row.price) || !isStock(row.stock)) ?? true;

  const save = async () => {
    if (!rows) return;
    const items = bulkItemsOf(rows);
    if (items.length === 0) return setError(t('bulk.nothing'));
    setBusy(true);
    setError(null);
    try {
      const answer = await bulkEdit(items);
      setResult(answer);
      if (answer.refused.length === 0) {
        onSaved();
        onClose();
      } else onSaved();
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const refusedOf = (skuId: number) => result?.refused.find((refusal) => refusal.skuId === skuId);

  return (
    <Dialog
      open={open}
      title={t('bulk.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={invalid}>
            {t('bulk.save')}
          </Button>
        </>
      }
    >
      {result && result.refused.length > 0 && (
        <p role="status">{t('bulk.partly', { updated: result.updated, refused: result.refused.length })}</p>
      )}
      <FormError message={error} />
      {rows === null && !error ? (
        <Skeleton lines={4} height="2rem" />
      ) : (
        <table className={tableStyles.table}>
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
                  <td>{row.product}</td>
                  <td>
                    {row.spec}
                    {refused && (
                      <span role="alert" className={`${tableStyles.badge} ${tableStyles.warn}`}>
                        {refusalMessage({ codeId: refused.codeId })}
                      </span>
                    )}
                  </td>
                  <td>
                    <input
                      aria-label={t('bulk.priceOf', { name: `${row.product} ${row.spec}` })}
                      inputMode="decimal"
                      aria-invalid={!isPrice(row.price) || undefined}
                      value={row.price}
                      onChange={(event) => change(row.skuId, 'price', event.target.value)}
                    />
                  </td>
                  <td>
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
