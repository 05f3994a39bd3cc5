import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPicture, cx } from '@mall/shared';
import type { Face, Product } from '@mall/shared';
import styles from './product-gallery.module.css';

interface ProductGalleryProps {
  face: Face;
  name: string;
  pictures: string[];
  /** The API's `photos`: of these pictures, the uploaded photos'. */
  photos?: Product['photos'];
  /** The chosen SKU's picture: shown as soon as the choice changes. */
  highlight?: string;
}

/** Desktop: a large picture with thumbnails. Phone: a full-width swipeable strip with a counter. */
export function ProductGallery({ face, name, pictures, photos, highlight }: ProductGalleryProps): ReactElement {
  const { t } = useTranslation('catalog');
  const all = highlight && !pictures.includes(highlight) ? [highlight, ...pictures] : pictures;
  const [active, setActive] = useState(0);
  const strip = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!highlight) return;
    const index = all.indexOf(highlight);
    setActive(index);
    const element = strip.current;
    if (element && typeof element.scrollTo === 'function') element.scrollTo({ left: index * element.clientWidth });
    // Only a new highlight moves the gallery; the list itself follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlight]);

  const alt = (index: number) => t('product.picture', { name, index: index + 1, count: all.length });

  if (face === 'mobile') {
    return (
      <div className={cx(styles.gallery, styles.mobile)}>
        {/* Focusable so a keyboard can scroll the pictures too (arrow keys scroll a focused strip). */}
        <ul
          ref={strip}
          className={styles.strip}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
          tabIndex={0}
          aria-label={t('product.pictures', { name })}
          onScroll={(event) => {
            const element = event.currentTarget;
            if (element.clientWidth > 0) setActive(Math.round(element.scrollLeft / element.clientWidth));
          }}
        >
          {all.map((picture, index) => (
            <li key={picture} className={styles.slide}>
              <ProductPicture
                className={styles.picture}
                src={picture}
                photo={photos?.[picture]}
                alt={alt(index)}
                sizes="100vw"
                width={750}
                height={750}
                priority={index === 0 ? 'lead' : 'lazy'}
              />
            </li>
          ))}
        </ul>
        {all.length > 1 && (
          <span className={styles.counter} aria-hidden="true">
            {active + 1}/{all.length}
          </span>
        )}
      </div>
    );
  }

  const shown = all[Math.min(active, all.length - 1)];
  return (
    <div className={cx(styles.gallery, styles.laptop)}>
      <div className={styles.stage}>
        {shown && (
          <ProductPicture
            className={styles.picture}
            src={shown}
            photo={photos?.[shown]}
            alt={alt(Math.min(active, all.length - 1))}
            sizes="480px"
            width={480}
            height={480}
            priority="lead"
          />
        )}
      </div>
      {all.length > 1 && (
        <ul className={styles.thumbs}>
          {all.map((picture, index) => (
            <li key={picture}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('product.showPicture', { index: index + 1 })}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
                onMouseEnter={() => setActive(index)}
              >
                <ProductPicture src={picture} photo={photos?.[picture]} alt="" sizes="64px" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
