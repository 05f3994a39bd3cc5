import type { PageProps } from '@mall/shared';

// Placeholder created by the shell helper so the remote builds; the checkout helper replaces it.
export default function ConfirmPage({ face }: PageProps) {
  return <p>ConfirmPage ({face})</p>;
}
