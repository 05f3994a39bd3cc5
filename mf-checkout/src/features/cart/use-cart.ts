import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiErrorMessage,
  changeCartItem,
  deleteCartItems,
  getCart,
  refreshCart,
  toast,
  type CartItem,
  type LoadState,
} from '@mall/shared';
import { allSelectableIds, keepSelectable } from './cart-selection';
import { cartAmounts } from './delivery-fee';

// The address book still takes the load-state name from here.
export type { LoadState as LoadStatus } from '@mall/shared';

export function useCart() {
  const { t } = useTranslation(['checkout', 'common']);
  const [status, setStatus] = useState<LoadState>('loading');
  const [items, setItems] = useState<CartItem[]>([]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Set<number>>(new Set());
  /** The refusal per line (translated where shown, so a language switch follows). */
  const [lineErrors, setLineErrors] = useState<Record<number, unknown>>({});
  const [deleting, setDeleting] = useState(false);
  const firstLoad = useRef(true);

  const applyList = useCallback((list: CartItem[]) => {
    setItems(list);
    void refreshCart({ list });
    // First view: everything that can be bought is selected, as shoppers expect.
    const first = firstLoad.current;
    firstLoad.current = false;
    setSelected((current) => (first ? new Set(allSelectableIds(list)) : keepSelectable(current, list)));
  }, []);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const cart = await getCart();
      applyList(cart.list);
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, [applyList]);

  useEffect(() => {
    void load();
  }, [load]);

  const changeQuantity = useCallback(
    async (item: CartItem, count: number) => {
      if (count < 1 || count === item.count || pending.has(item.basketId)) return;
      setPending((current) => new Set(current).add(item.basketId));
      setLineErrors(({ [item.basketId]: _dropped, ...rest }) => rest);
      try {
        const cart = await changeCartItem({
          basketId: item.basketId,
          count,
          prodId: item.prodId,
          shopId: item.shopId,
          skuId: item.skuId,
        });
        applyList(cart.list);
      } catch (error) {
        // The old count stays: the line keeps the server's last answer.
        setLineErrors((current) => ({ ...current, [item.basketId]: error }));
        toast(apiErrorMessage(error), { kind: 'error' });
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(item.basketId);
          return next;
        });
      }
    },
    [applyList, pending],
  );

  const toggle = useCallback((basketId: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(basketId)) next.delete(basketId);
      else next.add(basketId);
      return next;
    });
  }, []);

  const selectableIds = useMemo(() => allSelectableIds(items), [items]);
  const allSelected = selectableIds.length > 0 && selectableIds.every((id) => selected.has(id));

  const toggleAll = useCallback(() => {
    setSelected(allSelected ? new Set() : new Set(selectableIds));
  }, [allSelected, selectableIds]);

  const deleteLines = useCallback(
    async (basketIds: number[]) => {
      if (basketIds.length === 0) return false;
      setDeleting(true);
      try {
        const cart = await deleteCartItems(basketIds);
        applyList(cart.list);
        toast(t('checkout:cart.deleted'), { kind: 'success' });
        return true;
      } catch {
        // The shell's API handler already showed the translated error.
        return false;
      } finally {
        setDeleting(false);
      }
    },
    [applyList, t],
  );

  const selectedItems = useMemo(
    () => items.filter((item) => item.valid && selected.has(item.basketId)),
    [items, selected],
  );
  const amounts = useMemo(() => cartAmounts(selectedItems), [selectedItems]);

  return {
    status,
    items,
    selected,
    selectedItems,
    allSelected,
    pending,
    lineErrors,
    deleting,
    amounts,
    reload: load,
    changeQuantity,
    toggle,
    toggleAll,
    deleteLines,
  };
}

export type CartModel = ReturnType<typeof useCart>;
