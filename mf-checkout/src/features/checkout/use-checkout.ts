import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBuyNowConfirmation,
  createCartConfirmation,
  ERROR_CODE,
  getCart,
  PAY_TYPE,
  refreshCart,
  getOrderCount,
  payOrders,
  phnomPenhNow,
  placeBuyNowOrder,
  placeCartOrder,
  quoteDelivery,
  toast,
  useMallStore,
  type Address,
  type DeliveryQuote,
  type LoadState,
  type OrderConfirmation,
  type PayType,
  type PaymentInstruction,
  type PlacedOrder,
  type PlaceCartOrderRequest,
} from '@mall/shared';
import { checkoutKey, type CheckoutSource } from './checkout-source';
import { clearDraft, readDraft, saveDraft, type CheckoutDraft } from './checkout-draft';
import { receivingDays } from './receiving-time';

export type CheckoutProblem = 'address' | 'payType';

export interface PlacedCheckout {
  orderNumber: string;
  instruction: PaymentInstruction | null;
}

function confirm(source: CheckoutSource): Promise<OrderConfirmation> {
  return source.kind === 'cart' ? createCartConfirmation(source.basketIds) : createBuyNowConfirmation(source.orderItem);
}

function place(source: CheckoutSource, base: Omit<PlaceCartOrderRequest, 'basketIds'>): Promise<PlacedOrder> {
  return source.kind === 'cart'
    ? placeCartOrder({ ...base, basketIds: source.basketIds })
    : placeBuyNowOrder({ ...base, orderItem: source.orderItem });
}

/** Confirm page behaviour for both faces: the confirmation, the shopper's choices, and placing + paying once. */
export function useCheckout(source: CheckoutSource | null, onPlaced: (placed: PlacedCheckout) => void) {
  const { t } = useTranslation(['checkout', 'common']);
  const selectedAddress = useMallStore((state) => state.selectedAddress);
  const selectAddress = useMallStore((state) => state.selectAddress);
  const setOrderCount = useMallStore((state) => state.setOrderCount);
  const key = source ? checkoutKey(source) : '';

  const [status, setStatus] = useState<LoadState>('loading');
  /** Why the confirmation failed (translated where shown, so a language switch follows). */
  const [loadError, setLoadError] = useState<unknown>(null);
  const [confirmation, setConfirmation] = useState<OrderConfirmation | null>(null);
  const [draft, setDraft] = useState<CheckoutDraft>(() => readDraft(key));
  const [problems, setProblems] = useState<CheckoutProblem[]>([]);
  /** Why placing failed (translated where shown). */
  const [placeError, setPlaceError] = useState<unknown>(null);
  const [placing, setPlacing] = useState(false);
  // A ref, not state: a second click in the same frame must see the first one.
  const inFlight = useRef(false);

  const days = useMemo(() => receivingDays(phnomPenhNow()), []);
  const recTime =
    draft.recTime && days.some((day) => day.windows.some((w) => w.value === draft.recTime))
      ? draft.recTime
      : (days[0]?.windows[0]?.value ?? null);

  /** `quiet`: refresh behind the form the shopper is filling in (no skeleton, errors already shown). */
  const load = useCallback(
    async (quiet = false) => {
      if (!source) return;
      if (!quiet) setStatus('loading');
      try {
        setConfirmation(await confirm(source));
        setStatus('ready');
      } catch (error) {
        if (quiet) return;
        setLoadError(error);
        setStatus('error');
      }
    },
    // The key identifies the source; the object itself is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (key) saveDraft(key, draft);
  }, [key, draft]);

  const address: Address | null = selectedAddress ?? confirmation?.address ?? null;

  // The confirmation is priced for the default address; another address may cost another fee (its khan's).
  const [quote, setQuote] = useState<{ addrId: number; orderNumber: string; amounts: DeliveryQuote } | null>(null);
  /** Why the chosen address cannot be delivered to (155), shown beside it. */
  const [addressError, setAddressError] = useState<unknown>(null);
  const orderNumber = confirmation?.orderNumber;
  const defaultAddrId = confirmation?.address?.addrId;
  const addrId = address?.addrId;
  useEffect(() => {
    setAddressError(null);
    if (!orderNumber || addrId === undefined || addrId === defaultAddrId) return;
    let current = true;
    quoteDelivery(orderNumber, addrId, { silent: true }).then(
      (amounts) => current && setQuote({ addrId, orderNumber, amounts }),
      (error: unknown) => current && setAddressError(error),
    );
    return () => {
      current = false;
    };
  }, [orderNumber, addrId, defaultAddrId]);
  const quoted = quote && quote.addrId === addrId && quote.orderNumber === orderNumber ? quote.amounts : null;
  const amounts: DeliveryQuote | null = quoted ?? (confirmation && addrId === defaultAddrId ? confirmation : null);

  const update = useCallback((change: Partial<CheckoutDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (change.payType) setProblems((current) => current.filter((p) => p !== 'payType'));
  }, []);

  const chooseAddress = useCallback(
    (chosen: Address) => {
      selectAddress(chosen);
      setProblems((current) => current.filter((p) => p !== 'address'));
    },
    [selectAddress],
  );

  const placeOrder = useCallback(async () => {
    if (!source || !confirmation || inFlight.current) return;
    const missing: CheckoutProblem[] = [];
    if (!address) missing.push('address');
    if (!draft.payType) missing.push('payType');
    setProblems(missing);
    if (missing.length > 0 || !address || !draft.payType || !recTime) {
      toast(t(missing[0] === 'address' ? 'common:validation.selectAddress' : 'common:validation.selectPayment'), {
        kind: 'error',
      });
      return;
    }
    inFlight.current = true;
    setPlacing(true);
    setPlaceError(null);
    const payType: PayType = draft.payType;
    try {
      const placed = await place(source, {
        addrId: address.addrId,
        recTime,
        // The reserved number is the idempotency key: a retry after a lost answer makes no second order.
        orderNumber: confirmation.orderNumber,
        paymentMethod: payType,
        remarks: draft.remarks.trim() || undefined,
      });
      clearDraft(key);
      void refreshAfterOrder();
      let instruction: PaymentInstruction | null = null;
      // A cash order owes nothing now: the success page says to pay the rider.
      if (payType !== PAY_TYPE.cashOnDelivery) {
        try {
          instruction = await payOrders({ orderNumbers: placed.orderNumber, payType });
        } catch {
          // The success page asks for the payment instruction again.
        }
      }
      onPlaced({ orderNumber: placed.orderNumber, instruction });
    } catch (error) {
      // The shell already toasted it; the message stays beside the button while the shopper fixes it.
      setPlaceError(error);
      const codeId = (error as { codeId?: number } | null)?.codeId;
      if (codeId === ERROR_CODE.addressEmpty) selectAddress(null);
      // The reserved number is no longer valid; reserve a new one, keeping what the shopper chose.
      if (codeId === ERROR_CODE.orderNotFound) void load(true);
      inFlight.current = false;
      setPlacing(false);
    }

    async function refreshAfterOrder() {
      try {
        const [cart, count] = await Promise.all([getCart(), getOrderCount()]);
        void refreshCart(cart);
        setOrderCount(count);
      } catch {
        // Badges catch up on the next visit.
      }
    }
  }, [address, confirmation, draft, key, load, onPlaced, recTime, selectAddress, setOrderCount, source, t]);

  return {
    status,
    loadError,
    confirmation,
    address,
    /** The amounts for the chosen address: null while its fee is being asked, or when it cannot be delivered to. */
    amounts,
    addressError,
    days,
    recTime,
    remarks: draft.remarks,
    payType: draft.payType,
    problems,
    placeError,
    placing,
    reload: load,
    update,
    chooseAddress,
    placeOrder,
  };
}

export type CheckoutModel = ReturnType<typeof useCheckout>;
