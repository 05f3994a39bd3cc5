import type { Product, Sku } from '@mall/shared';

/** Chosen value (English value) per spec (English spec name). */
export type SpecSelection = Record<string, string | undefined>;

const specKey = (spec: Product['specs'][number]): string => spec.nameEn;
const valueKey = (value: Product['specs'][number]['values'][number]): string => value.valueEn;

function matches(sku: Sku, selection: SpecSelection): boolean {
  return Object.entries(selection).every(([name, value]) => value === undefined || sku.specValues[name] === value);
}

/** Preselects what there is no choice about: a single SKU, or a spec with a single value. */
export function initialSelection(product: Pick<Product, 'specs' | 'skuList'>): SpecSelection {
  const selection: SpecSelection = {};
  const only = product.skuList.length === 1 ? product.skuList[0] : undefined;
  for (const spec of product.specs) {
    const key = specKey(spec);
    if (only) selection[key] = only.specValues[key];
    else if (spec.values.length === 1) selection[key] = valueKey(spec.values[0]);
  }
  return selection;
}

/** A value can be chosen when some SKU in stock has it together with the other chosen values. */
export function isValueAvailable(
  product: Pick<Product, 'skuList'>,
  selection: SpecSelection,
  specName: string,
  value: string,
): boolean {
  const candidate = { ...selection, [specName]: value };
  return product.skuList.some((sku) => sku.stock > 0 && matches(sku, candidate));
}

/** The SKU named by the selection once every spec has a value (or the only SKU of a product without specs). */
export function selectedSku(product: Pick<Product, 'specs' | 'skuList'>, selection: SpecSelection): Sku | undefined {
  if (product.specs.length === 0) return product.skuList.length === 1 ? product.skuList[0] : undefined;
  const complete = product.specs.every((spec) => selection[specKey(spec)] !== undefined);
  if (!complete) return undefined;
  return product.skuList.find((sku) => matches(sku, selection));
}

/** Choosing a chosen value again clears it; choosing a value drops other choices it cannot go with. */
export function toggleValue(
  product: Pick<Product, 'specs' | 'skuList'>,
  selection: SpecSelection,
  specName: string,
  value: string,
): SpecSelection {
  if (selection[specName] === value) return { ...selection, [specName]: undefined };
  const next: SpecSelection = { ...selection, [specName]: value };
  for (const spec of product.specs) {
    const key = specKey(spec);
    const chosen = next[key];
    if (key !== specName && chosen !== undefined && !isValueAvailable(product, { [specName]: value }, key, chosen)) {
      next[key] = undefined;
    }
  }
  return next;
}

export { specKey, valueKey };
