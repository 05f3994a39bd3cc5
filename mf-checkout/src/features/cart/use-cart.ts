import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiErrorMessage,
  changeCartItem,
  deleteCartItems,
  getCart,
  refreshCart,
  toast,
  useResource,
  type CartItem,
} from '@mall/shared';
import { allSelectableIds, keepSelectable } from './cart-selection';
import { cartAmounts, useFeeRules } from './delivery-fee';

// The address book still takes the load-state name from here.

const NO_ITEMS: CartItem[] = [];

export function useCart() {
  const { t } = useTranslation(['checkout', 'common']);
  const loaded = useResource('cart', () => getCart());
  /** A cart call's answer: the list as the server now has it, newer than the load. */
  const [answered, setAnswered] = useState<CartItem[] | null>(null);
  const items = answered ?? loaded.data?.list ?? NO_ITEMS;
  /** The selection; until the shopper or a cart call changes it, everything that can be bought (as shoppers expect). */
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const selectableIds = useMemo(() => allSelectableIds(items), [items]);
  const selected = useMemo(() => picked ?? new Set(selectableIds), [picked, selectableIds]);
  const [pending, setPending] = useState<Set<number>>(new Set());
  /** The refusal per line (translated where shown, so a language switch follows). */
  const [lineErrors, setLineErrors] = useState<Record<number, unknown>>({});
  const [deleting, setDeleting] = useState(false);
  const shownSelection = useRef(selected);
  shownSelection.current = selected;

  useEffect(() => {
    if (loaded.data) void refreshCart(loaded.data);
  }, [loaded.data]);

  const applyList = useCallback((list: CartItem[]) => {
    setAnswered(list);
    void refreshCart({ list });
    setPicked((current) => keepSelectable(current ?? shownSelection.current, list));
  }, []);

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
    setPicked((current) => {
      const next = new Set(current ?? shownSelection.current);
      if (next.has(basketId)) next.delete(basketId);
      else next.add(basketId);
      return next;
    });
  }, []);

  const allSelected = selectableIds.length > 0 && selectableIds.every((id) => selected.has(id));

  const toggleAll = useCallback(() => {
    setPicked(allSelected ? new Set() : new Set(selectableIds));
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
  const feeRules = useFeeRules();
  const amounts = useMemo(() => cartAmounts(selectedItems, feeRules), [selectedItems, feeRules]);

  return {
    status: loaded.state,
    items,
    selected,
    selectedItems,
    allSelected,
    pending,
    lineErrors,
    deleting,
    amounts,
    reload: () => {
      setAnswered(null);
      loaded.reload();
    },
    changeQuantity,
    toggle,
    toggleAll,
    deleteLines,
  };
}

export type CartModel = ReturnType<typeof useCart>;
