import type { ReactElement } from 'react';
import type { PageProps } from '@mall/shared';
import '../../i18n';
import { CentreLaptop } from './laptop';
import { CentreMobile } from './mobile';

export default function CentrePage({ face }: PageProps): ReactElement {
  return face === 'mobile' ? <CentreMobile /> : <CentreLaptop />;
}
