import type { ReactElement } from 'react';
import { Skeleton } from '@mall/shared';

/** A table's rows while its page loads, in the table's own columns. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }): ReactElement {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row}>
          {Array.from({ length: columns }, (__, cell) => (
            <td key={cell}>
              <Skeleton height="1rem" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
