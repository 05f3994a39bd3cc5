import type { ReactElement } from 'react';
import type { PageProps } from '@mall/shared';
import '../../i18n';
import { FavoriteGrid } from './favorite-grid';

export default function FavoritePage({ face }: PageProps): ReactElement {
  return <FavoriteGrid face={face} />;
}
