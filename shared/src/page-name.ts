import { useEffect } from 'react';
import i18next from 'i18next';

/** The name a page gave itself (a product's, a category's), for the address it was given at. */
let named: { address: string; title: string } | undefined;

const currentAddress = (): string => `${window.location.pathname}${window.location.search}`;

/** `document.title` for the page now on screen when it named itself: "<name> · <shop>". */
export function pageNameTitle(): string | undefined {
  return named && named.address === currentAddress() ? named.title : undefined;
}

/**
 * A page names what it shows in `document.title` (and the shell's page title keeps it): the product or category,
 * then the shop. Undefined while the page has nothing to name.
 */
export function usePageName(name: string | undefined, language: string): void {
  useEffect(() => {
    if (!name) return;
    named = { address: currentAddress(), title: `${name} · ${i18next.t('common:brand.name')}` };
    document.title = named.title;
  }, [name, language]);
}
