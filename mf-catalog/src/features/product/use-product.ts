import { ERROR_CODE, getProduct, useResource } from '@mall/shared';
import type { ApiError, Product } from '@mall/shared';

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
    valid
      ? getProduct(prodId, { silent: true })
      : Promise.reject<Product>({ kind: 'api', codeId: ERROR_CODE.productRemoved }),
  );
  if (!valid) return { kind: 'notFound' };
  if (resource.state === 'loading') return { kind: 'loading' };
  if (resource.data) return { kind: 'ready', product: resource.data };
  const error = resource.error as Partial<ApiError> | undefined;
  if (
    error?.codeId === ERROR_CODE.productRemoved ||
    error?.codeId === ERROR_CODE.notFound ||
    error?.codeId === ERROR_CODE.badRequest
  )
    return { kind: 'notFound' };
  return { kind: 'error', retry: resource.reload };
}
