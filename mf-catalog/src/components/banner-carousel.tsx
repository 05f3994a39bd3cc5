import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, Skeleton, cx, imageUrl, pagePath, useMallStore } from '@mall/shared';
import type { Banner, Face } from '@mall/shared';
import styles from './banner-carousel.module.css';

const ADVANCE_MS = 5000;

interface BannerCarouselProps {
  face: Face;
  banners: Banner[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** Swipeable (scroll-snap) banners that also advance by themselves until the shopper touches them. */
export function BannerCarousel({ face, banners, loading, failed, onRetry }: BannerCarouselProps): ReactElement | null {
  const { t } = useTranslation('catalog');
  const imagePath = useMallStore((state) => state.imagePath);
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners?.length ?? 0;

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
    setActive(index);
  };

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => {
      const element = track.current;
      if (!element || element.clientWidth === 0) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
      setActive(next);
    }, ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (loading) {
    return (
      <div className={cx(styles.frame, styles[face])} aria-busy="true">
        <Skeleton className={styles.skeleton} height="100%" radius={0} />
      </div>
    );
  }
  if (failed) {
    return (
      <div className={cx(styles.frame, styles[face], styles.failed)}>
        <ErrorState message={t('status.loadError')} onRetry={onRetry} />
      </div>
    );
  }
  if (!banners || banners.length === 0) return null;

  return (
    <section
      className={cx(styles.frame, styles[face])}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onPointerDown={() => setPaused(true)}
      onFocus={() => setPaused(true)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <ul
        ref={track}
        className={styles.track}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0) setActive(Math.round(element.scrollLeft / element.clientWidth));
        }}
      >
        {banners.map((banner, index) => {
          const picture = (
            <img
              className={styles.picture}
              src={imageUrl(banner.imgUrl, imagePath)}
              alt={banner.title || t('home.bannerAlt', { index: index + 1 })}
              width={750}
              height={300}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
            />
          );
          return (
            <li key={`${banner.seq}-${banner.imgUrl}`} className={styles.slide} aria-roledescription="slide">
              {banner.prodId ? (
                <Link to={pagePath(face, 'product', { query: { prodId: banner.prodId } })}>{picture}</Link>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
      {count > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, index) => (
            <button
              key={`${banner.seq}-${banner.imgUrl}`}
              type="button"
              className={styles.dot}
              aria-label={t('home.bannerAlt', { index: index + 1 })}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => show(index)}
            >
              <span className={styles.dotMark} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
