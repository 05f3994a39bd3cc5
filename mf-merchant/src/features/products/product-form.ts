import type { MerchantProduct, ProductSave, SkuSave } from '@mall/shared';
import { amountOf } from '../typed-amounts';

/** A price as a merchant types it: dollars, at most two decimals, above zero. */
export function isPrice(value: string): boolean {
  return (amountOf(value) ?? 0) > 0;
}

/** An original (crossed-out) price: empty, or a price. */
export function isOriginalPrice(value: string): boolean {
  return value.trim() === '' || isPrice(value);
}

/** A stock count: a whole number, zero or more. */
export function isStock(value: string): boolean {
  return /^\d{1,9}$/.test(value.trim());
}

/** The most units per order: empty (the shop's own limit), or a whole number from 1 to 9999. */
export function isMaxPerOrder(value: string): boolean {
  return value.trim() === '' || (/^\d{1,4}$/.test(value.trim()) && Number(value) >= 1);
}

/** A SKU's spec values as a merchant types them: `Colour: Red; Size: M` (a part without a name is the Option). */
export function specTextOf(specValues: Record<string, string>): string {
  return Object.entries(specValues)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

export function specValuesOf(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const part of text.split(/[;；]/)) {
    const [name, ...rest] = part.split(/[:：៖]/);
    const value = rest.join(':').trim();
    if (value && name.trim()) values[name.trim()] = value;
    else if (name.trim()) values.Option = name.trim();
  }
  return values;
}

/** The name a variant gets from its specs when the merchant gives it none: its values, e.g. `250 g` or `128 GB, Black`. */
export function variantNameOf(specText: string): string {
  return Object.values(specValuesOf(specText)).join(', ');
}

/** A SKU row as the editor holds it: numbers as typed, so a half-typed price is kept as it is. */
export interface SkuDraft {
  /** the row's own key in the editor (new rows have no skuId yet) */
  key: string;
  skuId?: number;
  version?: number;
  specValues: string;
  skuNameKh: string;
  skuNameEn: string;
  skuNameCn: string;
  price: string;
  oriPrice: string;
  stock: string;
}

export const TEXT_FIELDS = ['prodName', 'brief', 'content'] as const;
export const LANGUAGE_SUFFIXES = ['Kh', 'En', 'Cn'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type LanguageSuffix = (typeof LANGUAGE_SUFFIXES)[number];

export interface ProductDraft {
  prodId?: number;
  version?: number;
  texts: Record<`${TextField}${LanguageSuffix}`, string>;
  categoryId: string;
  tags: number[];
  status: 0 | 1;
  /** the most units of one SKU per order, as typed; empty: the shop's own limit */
  maxPerOrder: string;
  skus: SkuDraft[];
}

let nextKey = 0;
export const newSkuKey = (): string => `new-${(nextKey += 1)}`;

export function emptySku(): SkuDraft {
  return {
    key: newSkuKey(),
    specValues: '',
    skuNameKh: '',
    skuNameEn: '',
    skuNameCn: '',
    price: '',
    oriPrice: '',
    stock: '0',
  };
}

export function emptyDraft(): ProductDraft {
  const texts = {} as ProductDraft['texts'];
  for (const field of TEXT_FIELDS) for (const suffix of LANGUAGE_SUFFIXES) texts[`${field}${suffix}`] = '';
  return { texts, categoryId: '', tags: [], status: 0, maxPerOrder: '', skus: [emptySku()] };
}

export function draftOf(product: MerchantProduct): ProductDraft {
  const texts = {} as ProductDraft['texts'];
  for (const field of TEXT_FIELDS)
    for (const suffix of LANGUAGE_SUFFIXES) texts[`${field}${suffix}`] = product[`${field}${suffix}`] ?? '';
  return {
    prodId: product.prodId,
    version: product.version,
    texts,
    categoryId: product.categoryId ? String(product.categoryId) : '',
    tags: product.tags ?? [],
    status: product.status === 1 ? 1 : 0,
    maxPerOrder: product.maxPerOrder == null ? '' : String(product.maxPerOrder),
    skus: product.skus.map((sku) => ({
      key: `sku-${sku.skuId}`,
      skuId: sku.skuId,
      version: sku.version,
      specValues: specTextOf(sku.specValues),
      skuNameKh: sku.skuNameKh ?? '',
      skuNameEn: sku.skuNameEn ?? '',
      skuNameCn: sku.skuNameCn ?? '',
      price: String(sku.price),
      oriPrice: sku.oriPrice === sku.price ? '' : String(sku.oriPrice),
      stock: String(sku.stock),
    })),
  };
}

export type DraftProblem =
  { field: 'name' | 'category' | 'skus' | 'maxPerOrder' } | { field: 'price' | 'oriPrice' | 'stock'; key: string };

/** What keeps the draft from being saved, field by field (the server checks again). */
export function problemsOf(draft: ProductDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!LANGUAGE_SUFFIXES.every((suffix) => draft.texts[`prodName${suffix}`].trim())) problems.push({ field: 'name' });
  if (!draft.categoryId) problems.push({ field: 'category' });
  if (draft.skus.length === 0) problems.push({ field: 'skus' });
  if (!isMaxPerOrder(draft.maxPerOrder)) problems.push({ field: 'maxPerOrder' });
  for (const sku of draft.skus) {
    if (!isPrice(sku.price)) problems.push({ field: 'price', key: sku.key });
    if (!isOriginalPrice(sku.oriPrice)) problems.push({ field: 'oriPrice', key: sku.key });
    if (!isStock(sku.stock)) problems.push({ field: 'stock', key: sku.key });
  }
  return problems;
}

/** The draft as `product/save` takes it (photos are arranged by their own call). */
export function payloadOf(draft: ProductDraft): ProductSave {
  const skus: SkuSave[] = draft.skus.map((sku) => ({
    ...(sku.skuId !== undefined ? { skuId: sku.skuId } : {}),
    specValues: specValuesOf(sku.specValues),
    // A variant is never nameless: an order line, the shop and the console always say which one it is.
    skuNameKh: sku.skuNameKh.trim() || variantNameOf(sku.specValues),
    skuNameEn: sku.skuNameEn.trim() || variantNameOf(sku.specValues),
    skuNameCn: sku.skuNameCn.trim() || variantNameOf(sku.specValues),
    price: amountOf(sku.price)!,
    // The API takes a price for both: no crossed-out price is the price itself.
    oriPrice: amountOf(sku.oriPrice.trim() || sku.price)!,
    stock: Number(sku.stock),
  }));
  const texts = Object.fromEntries(Object.entries(draft.texts).map(([key, value]) => [key, value.trim()]));
  return {
    ...(draft.prodId !== undefined ? { prodId: draft.prodId, version: draft.version } : {}),
    ...(texts as ProductDraft['texts']),
    categoryId: Number(draft.categoryId),
    tags: draft.tags,
    status: draft.status,
    maxPerOrder: draft.maxPerOrder.trim() ? Number(draft.maxPerOrder) : null,
    skus,
  };
}
