import type { ReactElement } from 'react';
import type { PageProps } from '@mall/shared';
import '../../i18n';
import { SearchView } from './view';

/** The mobile search screen; desktop searches from the shell's header, but the page works there too. */
export default function SearchPage({ face }: PageProps): ReactElement {
  return <SearchView face={face} />;
}
