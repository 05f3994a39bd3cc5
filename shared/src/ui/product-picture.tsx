import type { ReactElement, SyntheticEvent } from 'react';
import { preload } from 'react-dom';
import type { ShopperPhoto } from '../contracts/entities';
import { useMallStore } from '../store';
import { imageUrl } from '../utils/image-url';
import styles from './product-picture.module.css';

export interface ProductPictureProps {
  /** The API's picture URL (`pic`, one of `imgs`). */
  src: string;
  /** What the API says of it when it is an uploaded photo (`photos[src]`); a drawing has none and stays an `<img>`. */
  photo?: ShopperPhoto;
  alt: string;
  /** How wide the picture is drawn in this place (the `sizes` attribute), e.g. `(max-width: 599px) 50vw, 240px`. */
  sizes: string;
  /** A drawing's box (a photo's own size is used for a photo). */
  width: number;
  height: number;
  className?: string;
  /** `lead`: the page's LCP, asked for first (and preloaded by the server-drawn page); `eager`: on the first screen. */
  priority?: 'lead' | 'eager' | 'lazy';
}

type Format = 'avif' | 'webp' | 'jpg';

function srcSetOf(src: string, photo: ShopperPhoto, format: Format, imagePath: string): string {
  return photo.widths
    .map((width) => `${imageUrl(src.replace(/-\d+\.jpg$/, `-${width}.${format}`), imagePath)} ${width}w`)
    .join(', ');
}

/** The placeholder colour goes once the photo is there (also when it came before React took the page over). */
function clearPlaceholder(img: HTMLImageElement | null): void {
  if (img?.complete && img.naturalWidth > 0) img.style.backgroundColor = '';
}
const onLoad = (event: SyntheticEvent<HTMLImageElement>) => clearPlaceholder(event.currentTarget);

/**
 * A product's picture. An uploaded photo is a `<picture>`: AVIF and WebP sources and a JPEG fallback, each at the
 * widths the API serves, chosen by `sizes`; its own width and height (no layout shift) and its placeholder colour
 * until it has loaded. The lead picture is preloaded at the right width (React puts the hint in the server-drawn
 * page's head). A drawing of the demo catalogue is a plain `<img>`.
 */
export function ProductPicture({
  src,
  photo,
  alt,
  sizes,
  width,
  height,
  className,
  priority = 'lazy',
}: ProductPictureProps): ReactElement {
  const imagePath = useMallStore((state) => state.imagePath);
  const srcSet = (format: Format) => photo && srcSetOf(src, photo, format, imagePath);
  const img = (
    <img
      ref={photo && clearPlaceholder}
      className={className}
      src={imageUrl(src, imagePath)}
      srcSet={srcSet('jpg')}
      sizes={photo && sizes}
      alt={alt}
      width={photo?.width ?? width}
      height={photo?.height ?? height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'lead' ? 'high' : undefined}
      decoding={priority === 'lead' ? undefined : 'async'}
      style={photo && { backgroundColor: photo.placeholder }}
      onLoad={photo && onLoad}
    />
  );
  if (!photo) return img;
  if (priority === 'lead') {
    preload(imageUrl(src, imagePath), {
      as: 'image',
      imageSrcSet: srcSet('avif'),
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  }
  return (
    <picture className={styles.frame}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      {img}
    </picture>
  );
}
