import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageProps } from '@mall/shared';
import '../../i18n';
import { ClassifyLaptop } from './laptop';
import { ClassifyMobile } from './mobile';

export default function ClassifyPage({ face }: PageProps): ReactElement {
  // A new history entry (another search, another category link) starts a fresh list; Back restores the old one.
  const { key } = useLocation();
  return face === 'mobile' ? <ClassifyMobile key={key} /> : <ClassifyLaptop key={key} />;
}
