import { useEffect, useState } from 'react';
import { localized, toast, useMallStore, type BulkItem, type BulkResult, type MerchantProduct } from '@mall/shared';
import { bulkEdit, getProduct } from '../../api/merchant-api';
import { refusalMessage, useMerchantT } from '../use-merchant-t';
import { amountOf } from '../typed-amounts';
import { isPrice, isStock, specTextOf } from './product-form';

export interface BulkRow {
  skuId: number;
  version: number;
  product: string;
  spec: string;
  price: string;
  stock: string;
  /** as read, to send only what changed */
  was: { price: string; stock: string };
}

function rowsOf(products: MerchantProduct[], language: 'km' | 'en' | 'zh'): BulkRow[] {
  return products.flatMap((product) =>
    product.skus.map((sku) => ({
      skuId: sku.skuId,
      version: sku.version,
      product: localized(product, 'prodName', language),
      spec: localized(sku, 'skuName', language) || specTextOf(sku.specValues),
      price: String(sku.price),
      stock: String(sku.stock),
      was: { price: String(sku.price), stock: String(sku.stock) },
    })),
  );
}

/** The changes to send: each SKU whose price or stock was changed, with the version it was read at. */
export function bulkItemsOf(rows: BulkRow[]): BulkItem[] {
  return rows
    .filter((row) => row.price !== row.was.price || row.stock !== row.was.stock)
    .map((row) => ({
      skuId: row.skuId,
      version: row.version,
      ...(row.price !== row.was.price ? { price: amountOf(row.price)! } : {}),
      ...(row.stock !== row.was.stock ? { stock: Number(row.stock) } : {}),
    }));
}

/** The bulk edit of the chosen products' SKUs: read when it opens, saved in one call, refusals kept per SKU. */
export function useBulkEdit(open: boolean, prodIds: number[], onSaved: () => void, onClose: () => void) {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const [rows, setRows] = useState<BulkRow[] | null>(null);
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
        toast(t('bulk.saved', { count: answer.updated }));
        onSaved();
        onClose();
      } else onSaved();
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return { rows, result, error, busy, invalid, change, save: () => void save() };
}
