import type { PageProps } from '@mall/shared';

// Placeholder created by the shell helper so the remote builds; the account helper replaces it.
export default function OrderListPage({ face }: PageProps) {
  return <p>OrderListPage ({face})</p>;
}
