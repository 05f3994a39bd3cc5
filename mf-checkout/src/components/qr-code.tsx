import { useMemo } from 'react';
import { qrPath } from '../features/payment/qr-path';
import styles from './qr-code.module.css';

/** A scannable QR code drawn as one SVG path (dark modules on a light square, whatever the theme). */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect className={styles.light} width={size} height={size} />
      <path className={styles.dark} d={d} />
    </svg>
  );
}
