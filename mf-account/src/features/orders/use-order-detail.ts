import { ERROR_CODE, getOrder, isApiError, useResource, type LoadState } from '@mall/shared';

/** The refusals that mean there is no such order of this member's to show. */
const MISSING_CODES: readonly number[] = [
  ERROR_CODE.notFound,
  ERROR_CODE.orderNotFound,
  ERROR_CODE.badRequest,
  ERROR_CODE.orderNumberNotFound,
  ERROR_CODE.orderNumberEmpty,
];

export type OrderDetailState = LoadState | 'notFound';

export function useOrderDetail(orderNumber: string | null) {
  const resource = useResource(`order:${orderNumber ?? ''}`, () =>
    orderNumber ? getOrder(orderNumber) : Promise.reject(new Error('no order number')),
  );
  const { error } = resource;
  const missing = isApiError(error) && error.kind === 'api' && MISSING_CODES.includes(error.codeId ?? 0);
  const state: OrderDetailState = !orderNumber || (resource.state === 'error' && missing) ? 'notFound' : resource.state;

  return { order: resource.data ?? null, state, reload: resource.reload, refresh: resource.refresh };
}
