import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_CODE, getOrder, isApiError, type Order } from '@mall/shared';
import type { LoadState } from './use-order-list';

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
  const [order, setOrder] = useState<Order | null>(null);
  const [state, setState] = useState<OrderDetailState>('loading');
  const request = useRef(0);

  const load = useCallback(
    async (quiet: boolean) => {
      const id = ++request.current;
      if (!orderNumber) {
        setState('notFound');
        return;
      }
      if (!quiet) setState('loading');
      try {
        const result = await getOrder(orderNumber);
        if (id !== request.current) return;
        setOrder(result);
        setState('ready');
      } catch (error) {
        if (id !== request.current) return;
        const missing = isApiError(error) && error.kind === 'api' && MISSING_CODES.includes(error.codeId ?? 0);
        setState(missing ? 'notFound' : 'error');
      }
    },
    [orderNumber],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  return { order, state, reload: () => void load(false), refresh: () => void load(true) };
}
