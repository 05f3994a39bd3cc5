import { getProduct } from '@mall/shared';
import type { ApiError, Product } from '@mall/shared';
import { useResource } from '../shared/use-resource';

const PRODUCT_REMOVED = 121;

export type ProductState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; product: Product };

/** A missing or malformed prodId, and a removed product (121), both end in the not-found state. */
export function useProduct(prodIdText: string | null): ProductState {
  const prodId = Number(prodIdText);
  const valid = prodIdText !== null && /^\d+$/.test(prodIdText) && prodId > 0;
  const resource = useResource(`product:${valid ? prodId : 'none'}`, () =>
    valid ? getProduct(prodId, { silent: true }) : Promise.reject<Product>({ kind: 'api', codeId: PRODUCT_REMOVED }),
  );
  if (!valid) return { kind: 'notFound' };
  if (resource.loading) return { kind: 'loading' };
  if (resource.data) return { kind: 'ready', product: resource.data };
  const error = resource.error as Partial<ApiError> | undefined;
  if (error?.codeId === PRODUCT_REMOVED || error?.codeId === 3 || error?.codeId === 99) return { kind: 'notFound' };
  return { kind: 'error', retry: resource.reload };
}
