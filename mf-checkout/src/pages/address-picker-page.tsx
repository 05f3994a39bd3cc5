import type { PageProps } from '@mall/shared';

// Placeholder created by the shell helper so the remote builds; the checkout helper replaces it.
export default function AddressPickerPage({ face }: PageProps) {
  return <p>AddressPickerPage ({face})</p>;
}
