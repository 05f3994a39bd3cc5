import { encode } from 'uqr';

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
