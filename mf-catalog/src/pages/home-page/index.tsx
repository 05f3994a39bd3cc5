import type { ReactElement } from 'react';
import type { PageProps } from '@mall/shared';
import '../../i18n';
import { HomeView } from './view';

export default function HomePage({ face }: PageProps): ReactElement {
  return <HomeView face={face} />;
}
