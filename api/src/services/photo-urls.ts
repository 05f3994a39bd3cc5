// Where an uploaded photo's files are served: one name per (content hash, width, format), so each is immutable.
import type { Selectable } from 'kysely';
import type { PhotoTable } from '../db/schema';

/** The widths every photo is written at (those not above the photo's own width; the smallest always). */
export const PHOTO_WIDTHS = [160, 320, 640, 1080] as const;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export function photoWidthsOf(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  return widths.length ? widths : [PHOTO_WIDTHS[0]];
}

export function photoFileName(hash: string, width: number, format: PhotoFormat): string {
  return `${hash}-${width}.${format}`;
}

export function photoUrl(hash: string, width: number, format: PhotoFormat): string {
  return `/api/images/photo/${photoFileName(hash, width, format)}`;
}

/** The JPEG shoppers get as a product's `pic` (the `<picture>` asks for AVIF/WebP by the extension). */
export function mainPicUrl(hash: string, width: number): string {
  const widths = photoWidthsOf(width);
  return photoUrl(hash, widths.includes(640) ? 640 : widths[widths.length - 1], 'jpg');
}

/** The hash a shopper's picture URL names when it is an uploaded photo's JPEG (not a drawing). */
export function photoHashOf(url: string): string | undefined {
  return /^\/api\/images\/photo\/([0-9a-f]{64})-\d+\.jpg$/.exec(url)?.[1];
}

/** What a shopper's `<picture>` needs of a photo: its widths, its intrinsic size (upright) and placeholder colour. */
export function shopperPhoto(row: Pick<Selectable<PhotoTable>, 'width' | 'height' | 'placeholder'>) {
  return { width: row.width, height: row.height, placeholder: row.placeholder, widths: photoWidthsOf(row.width) };
}

export function photoView(row: Selectable<PhotoTable>) {
  return {
    photoId: row.id,
    hash: row.hash,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    urls: Object.fromEntries(
      photoWidthsOf(row.width).map((w) => [
        String(w),
        {
          avif: photoUrl(row.hash, w, 'avif'),
          webp: photoUrl(row.hash, w, 'webp'),
          jpeg: photoUrl(row.hash, w, 'jpg'),
        },
      ]),
    ),
  };
}
