import type { ReactElement } from 'react';
import type { PageProps } from '@mall/shared';
import '../../i18n';

// Being built: replaced by the full page in the next commits.
export default function ClassifyPage({ face }: PageProps): ReactElement {
  return <p>{face}</p>;
}
