/** The federation contract: what every exposed page of a remote must be. */
import type { ComponentType } from 'react';

export type Face = 'laptop' | 'mobile';

export interface PageProps {
  face: Face;
}

/** Every exposed module (`catalog/HomePage`, …) default-exports one of these. */
export type RemotePage = ComponentType<PageProps>;
export interface RemotePageModule {
  default: RemotePage;
}

export const REMOTE_EXPOSES = {
  catalog: ['HomePage', 'ClassifyPage', 'SearchPage', 'ProductPage'],
  checkout: ['CartPage', 'ConfirmPage', 'AddressPickerPage', 'AddressEditPage', 'SuccessPage'],
  account: ['CentrePage', 'OrderListPage', 'OrderDetailPage', 'AddressPage', 'FavoritePage'],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;
export type ExposedPage<R extends RemoteName = RemoteName> = (typeof REMOTE_EXPOSES)[R][number];
