import type { PageKey } from '@mall/shared';

/** What the mobile frame shows around a page. */
export interface MobileChrome {
  header: 'home' | 'titled' | 'transparent' | 'none';
  back: boolean;
  search: boolean;
  footer: boolean;
}

const titled = (back: boolean, extra: Partial<MobileChrome> = {}): MobileChrome => ({
  header: 'titled',
  back,
  search: false,
  footer: false,
  ...extra,
});

/** The mobile route table: footer tabs on index, cart, centre and favourites; search icon on classify; transparent product header. */
export const MOBILE_CHROME: Partial<Record<PageKey, MobileChrome>> = {
  launch: { header: 'none', back: false, search: false, footer: false },
  index: { header: 'home', back: false, search: true, footer: true },
  cart: titled(false, { footer: true }),
  centre: titled(false, { footer: true }),
  favorite: titled(false, { footer: true }),
  classify: titled(true, { search: true }),
  product: { header: 'transparent', back: true, search: false, footer: false },
};

export function chromeFor(page: PageKey | undefined): MobileChrome {
  return (page && MOBILE_CHROME[page]) || titled(true);
}

/** The page's title key in the `shell` namespace (the mobile header and `document.title`); none for home. */
export function titleKeyFor(page: PageKey | undefined): string | undefined {
  switch (page) {
    case undefined:
    case 'home':
    case 'index':
    case 'launch':
      return undefined;
    case 'user':
      return 'title.login';
    case 'aboutUs':
      return 'title.about';
    case 'centreContact':
      return 'title.contact';
    case 'order':
      return 'title.orderList';
    default:
      return `title.${page}`;
  }
}
