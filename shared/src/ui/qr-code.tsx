// Its own entry (`@mall/shared/qr-code`), not in the package index: the encoder loads only with a page that draws a
// QR code, never with the first screen.
import { useMemo, type ReactElement } from 'react';
import { encode } from 'uqr';
import styles from './qr-code.module.css';

export interface QrPath {
  /** modules per side, quiet zone included */
  size: number;
  /** one SVG path with a 1×1 square per dark module */
  d: string;
}

/** The QR code of `text` as a single SVG path (medium error correction, a 4-module quiet zone). */
export function qrPath(text: string): QrPath {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, d };
}

export interface QrCodeProps {
  value: string;
  /** what the code is for, read out in its place */
  label: string;
  /** its width (it keeps itself square) */
  className?: string;
}

/** A scannable QR code drawn as one SVG path: black modules on a white square, whatever the theme. */
export function QrCode({ value, label, className }: QrCodeProps): ReactElement {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={className ? `${styles.qr} ${className}` : styles.qr}
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

export default QrCode;
