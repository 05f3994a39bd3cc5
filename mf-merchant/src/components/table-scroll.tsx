import type { ReactElement, ReactNode } from 'react';
import tableStyles from './table.module.css';

/**
 * A wide table's own scrolling box: a region named after the list, reachable with the keyboard so the columns past
 * the edge can be scrolled to without a mouse.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus to scroll
    <div className={tableStyles.wrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
