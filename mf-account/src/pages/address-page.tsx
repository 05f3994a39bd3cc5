import type { PageProps } from '@mall/shared';

// Placeholder created by the shell helper so the remote builds; the account helper replaces it.
export default function AddressPage({ face }: PageProps) {
  return <p>AddressPage ({face})</p>;
}
