import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  addAddress,
  createBuyNowConfirmation,
  createCartConfirmation,
  getCart,
  listAddresses,
  normalizePhone,
  pagePath,
  payOrders,
  phnomPenhNow,
  placeBuyNowOrder,
  placeCartOrder,
  useMallStore,
  validateAddress,
  type Address,
  type Face,
  type OrderConfirmation,
  type OrderItemInput,
  type PayType,
} from '@mall/shared';

/** What is bought: the cart's valid lines, some of them (`?basketIds`), or one product now (`?prodId&skuId&prodCount`). */
export type Purchase = { kind: 'cart'; basketIds?: number[] } | { kind: 'buyNow'; item: OrderItemInput };

export function purchaseFrom(search: URLSearchParams): Purchase {
  const prodId = Number(search.get('prodId'));
  const skuId = Number(search.get('skuId'));
  if (prodId > 0 && skuId > 0) {
    return {
      kind: 'buyNow',
      item: { shopId: 1, prodId, skuId, prodCount: Math.max(1, Number(search.get('prodCount')) || 1) },
    };
  }
  const basketIds = (search.get('basketIds') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => id > 0);
  return { kind: 'cart', basketIds: basketIds.length ? basketIds : undefined };
}

/** Delivery windows (3 hours, from 9:00 to 21:00) over the next three days, at least two hours from now. */
export function deliveryWindows(ppNow: Date): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const windows: string[] = [];
  for (let day = 0; day < 3; day += 1) {
    const date = new Date(Date.UTC(ppNow.getUTCFullYear(), ppNow.getUTCMonth(), ppNow.getUTCDate() + day));
    for (const hour of [9, 12, 15, 18]) {
      if (date.getTime() + hour * 3_600_000 < ppNow.getTime() + 2 * 3_600_000) continue;
      windows.push(
        `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(hour)}:00:00+07:00`,
      );
    }
  }
  return windows;
}

export interface NewAddress {
  receiver: string;
  mobile: string;
  addr: string;
}

async function confirmPurchase(purchase: Purchase): Promise<OrderConfirmation | null> {
  if (purchase.kind === 'buyNow') return createBuyNowConfirmation(purchase.item);
  const basketIds =
    purchase.basketIds ?? (await getCart()).list.filter((line) => line.valid).map((line) => line.basketId);
  return basketIds.length ? createCartConfirmation(basketIds) : null;
}

/** The whole checkout on one page: what is bought, where, when and how it is paid, placed with one button. */
export function useOnePageCheckout(purchase: Purchase, face: Face) {
  const navigate = useNavigate();
  const setCart = useMallStore((state) => state.setCart);
  const [status, setStatus] = useState<'loading' | 'ready' | 'empty' | 'error'>('loading');
  const [confirmation, setConfirmation] = useState<OrderConfirmation | null>(null);
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [addrId, setAddrId] = useState<number | 'new'>('new');
  const [newAddress, setNewAddress] = useState<NewAddress>({ receiver: '', mobile: '', addr: '' });
  const [addressErrors, setAddressErrors] = useState<Record<string, string | undefined>>({});
  const [windows] = useState(() => deliveryWindows(phnomPenhNow()));
  const [recTime, setRecTime] = useState(windows[0] ?? '');
  const [payType, setPayType] = useState<PayType>(1);
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);
  const purchaseKey = JSON.stringify(purchase);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const [found, known] = await Promise.all([confirmPurchase(JSON.parse(purchaseKey) as Purchase), listAddresses()]);
      setConfirmation(found);
      setAddresses(known);
      const preferred = found?.address ?? known.find((address) => address.commonAddr === 1) ?? known[0];
      setAddrId(preferred ? preferred.addrId : 'new');
      setStatus(found ? 'ready' : 'empty');
    } catch {
      setStatus('error');
    }
  }, [purchaseKey]);

  useEffect(() => {
    void load();
  }, [load]);

  const chosenAddress = async (): Promise<number | null> => {
    if (addrId !== 'new') return addrId;
    const errors: Record<string, string | undefined> = validateAddress(newAddress);
    setAddressErrors(errors);
    if (Object.values(errors).some(Boolean)) return null;
    const saved = await addAddress({
      ...newAddress,
      mobile: normalizePhone(newAddress.mobile),
      addrType: 1,
      commonAddr: 1,
    });
    setAddresses((current) => [...current, saved]);
    setAddrId(saved.addrId);
    return saved.addrId;
  };

  const placeOrder = async () => {
    if (!confirmation || inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    try {
      const address = await chosenAddress();
      if (address === null) return;
      // The reserved order number makes a retry after a lost answer the same order, not a second one.
      const base = { addrId: address, recTime, orderNumber: confirmation.orderNumber, paymentMethod: payType };
      const placed =
        purchase.kind === 'buyNow'
          ? await placeBuyNowOrder({ ...base, orderItem: purchase.item })
          : await placeCartOrder({ ...base, basketIds: await basketIdsOf(purchase) });
      const instruction = await payOrders({ orderNumbers: placed.orderNumber, payType }).catch(() => null);
      void getCart().then(
        (cart) => setCart(cart.list),
        () => undefined,
      );
      navigate(pagePath(face, 'success', { query: { orderNumber: placed.orderNumber } }), { state: { instruction } });
    } catch {
      // The shell has shown the translated refusal; what the shopper chose stays on the page.
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  const basketIdsOf = async (cart: Extract<Purchase, { kind: 'cart' }>) =>
    cart.basketIds ?? (await getCart()).list.filter((line) => line.valid).map((line) => line.basketId);

  return {
    status,
    reload: load,
    confirmation,
    addresses,
    addrId,
    setAddrId,
    newAddress,
    setNewAddress,
    addressErrors,
    windows,
    recTime,
    setRecTime,
    payType,
    setPayType,
    placing,
    placeOrder,
  };
}
