import { useEffect, useState } from 'react';
import { localized, useMallStore, type MerchantProductRow } from '@mall/shared';
import { getProduct, listProducts } from '../../api/merchant-api';
import { refusalMessage } from '../use-merchant-t';

const FOUND_AT_MOST = 8;

/**
 * Choosing a product by its name as the console's product list finds it (any language, on sale or not), and the
 * chosen one named: the person never needs its number.
 */
export function useProductPicker(prodId: number | null) {
  const language = useMallStore((state) => state.language);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<MerchantProductRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosenName, setChosenName] = useState<string | null>(null);

  useEffect(() => {
    setChosenName(null);
    if (prodId === null) return;
    let current = true;
    getProduct(prodId).then(
      (product) => current && setChosenName(localized(product, 'prodName', language)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [prodId, language]);

  const find = async () => {
    const q = search.trim();
    if (!q) return;
    setBusy(true);
    setError(null);
    try {
      setFound((await listProducts({ q, current: 1, size: FOUND_AT_MOST, sort: 'name' })).records);
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const nameOf = (product: MerchantProductRow) => localized(product, 'prodName', language);

  return {
    search,
    setSearch,
    find: () => void find(),
    found,
    busy,
    error,
    chosenName,
    nameOf,
    clearFound: () => setFound(null),
  };
}
