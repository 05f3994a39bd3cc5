import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { changeCartItem, errorMessage, isApiError, pagePath, refreshCart, toast } from '@mall/shared';
import type { Face, Product } from '@mall/shared';
import { useSignInRedirect } from '../shared/use-sign-in-redirect';
import { initialSelection, isValueAvailable, selectedSku, toggleValue } from './sku-selection';
import type { SpecSelection } from './sku-selection';

/** selectSpec: no SKU chosen; addQuantity: the quantity is 0 or empty; selectQuantity: more than the stock. */
export type PurchasePrompt = 'selectSpec' | 'addQuantity' | 'selectQuantity' | undefined;

/** Spec choice, quantity and the two ways to buy, shared by both faces of the product page. */
export function usePurchase(product: Product, face: Face) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { signedIn, sendToSignIn } = useSignInRedirect(face);
  const [selection, setSelection] = useState<SpecSelection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState(1);
  const [prompt, setPrompt] = useState<PurchasePrompt>();
  const [adding, setAdding] = useState(false);

  const sku = useMemo(() => selectedSku(product, selection), [product, selection]);
  const stock = sku ? sku.stock : product.stock;
  const soldOut = product.stock <= 0 || (sku !== undefined && sku.stock <= 0);
  const boundedQuantity = Math.min(Math.max(quantity, 1), Math.max(stock, 1));

  // A newly chosen SKU may have less stock than the quantity asked for: bring the quantity down to it.
  useEffect(() => {
    if (sku && sku.stock > 0) setQuantity((current) => Math.min(current, sku.stock));
  }, [sku]);

  const chooseValue = (specName: string, value: string) => {
    setSelection((current) => toggleValue(product, current, specName, value));
    setPrompt(undefined);
  };
  const valueAvailable = (specName: string, value: string) => isValueAvailable(product, selection, specName, value);
  const changeQuantity = (next: number) => {
    setQuantity(next);
    if (next >= 1) setPrompt(undefined);
  };

  /** The prompt to show, or the order item when everything needed is chosen. */
  const check = () => {
    if (!sku) return { prompt: 'selectSpec' as const };
    if (quantity < 1) return { prompt: 'addQuantity' as const };
    if (quantity > sku.stock) return { prompt: 'selectQuantity' as const };
    return { item: { shopId: product.shopId, prodId: product.prodId, skuId: sku.skuId, prodCount: boundedQuantity } };
  };

  const warn = (next: Exclude<PurchasePrompt, undefined>) => {
    setPrompt(next);
    toast(t(`common:validation.${next}`));
  };

  const addToCart = async () => {
    if (soldOut || adding) return;
    if (!signedIn) return sendToSignIn();
    const result = check();
    if (result.prompt) return warn(result.prompt);
    setAdding(true);
    try {
      const cart = await changeCartItem({
        count: result.item.prodCount,
        prodId: result.item.prodId,
        shopId: result.item.shopId,
        skuId: result.item.skuId,
      });
      void refreshCart(cart);
      toast(t('common:message.addedToCart'), { kind: 'success' });
    } catch (error) {
      // The cart call is silent by contract: its refusal (no stock, removed, …) is ours to show.
      toast(
        isApiError(error) && error.kind === 'api' ? errorMessage(error.codeId) : t('common:message.networkTrouble'),
        {
          kind: 'error',
        },
      );
    } finally {
      setAdding(false);
    }
  };

  const buyNow = () => {
    if (soldOut) return;
    if (!signedIn) return sendToSignIn();
    const result = check();
    if (result.prompt) return warn(result.prompt);
    navigate(
      pagePath(face, 'confirm', {
        query: { prodId: result.item.prodId, skuId: result.item.skuId, prodCount: result.item.prodCount },
      }),
    );
  };

  return {
    selection,
    chooseValue,
    valueAvailable,
    sku,
    stock,
    soldOut,
    quantity,
    changeQuantity,
    prompt,
    adding,
    addToCart,
    buyNow,
  };
}
