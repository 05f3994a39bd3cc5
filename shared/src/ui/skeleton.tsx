import type { CSSProperties, ReactElement } from 'react';
import { cx } from './class-names';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  /** Several text lines; the last one shorter, as text is. */
  lines?: number;
  className?: string;
}

/** A placeholder in the final layout; hidden from assistive tech (the region around it says it is loading). */
export function Skeleton({ width = '100%', height = '1em', radius, lines, className }: SkeletonProps): ReactElement {
  if (lines && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={styles.skeleton}
            style={{ width: index === lines - 1 ? '60%' : width, height, borderRadius: radius }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(styles.skeleton, className)}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
