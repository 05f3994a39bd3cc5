import type { ReactElement } from 'react';
import type { PageProps } from '@mall/shared';
import '../../i18n';
import { AddressBook } from './address-book';

/** Laptop centre/address; on a phone (no route of its own) the same book fits the narrow screen. */
export default function AddressPage({ face }: PageProps): ReactElement {
  return <AddressBook face={face} />;
}
