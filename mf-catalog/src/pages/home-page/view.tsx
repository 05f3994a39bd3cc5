import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, cx } from '@mall/shared';
import type { Face } from '@mall/shared';
import { BannerCarousel } from '../../components/banner-carousel';
import { CategoryGrid } from '../../components/category-grid';
import { TagGroup, TagGroupSkeleton } from '../../components/tag-group';
import { useBanners, useProductTags, useTopCategories } from '../../features/home/use-home';
import styles from './home-page.module.css';

/** Home is the same sections on both faces; the faces differ in spacing and columns (the CSS per face). */
export function HomeView({ face }: { face: Face }): ReactElement {
  const { t } = useTranslation('catalog');
  const banners = useBanners();
  const categories = useTopCategories();
  const tags = useProductTags();
  const sortedTags = [...(tags.data ?? [])].sort((a, b) => a.seq - b.seq);
  const nothingToShow =
    banners.state !== 'loading' &&
    categories.state !== 'loading' &&
    tags.state !== 'loading' &&
    !banners.data?.length &&
    !categories.data?.length &&
    !sortedTags.length &&
    !banners.error &&
    !categories.error &&
    !tags.error;

  return (
    <div className={cx(styles.page, styles[face])}>
      <h1 className="visually-hidden">{t('common:brand.name')}</h1>
      <BannerCarousel
        face={face}
        banners={banners.data}
        loading={banners.state === 'loading'}
        failed={Boolean(banners.error)}
        onRetry={banners.reload}
      />
      <CategoryGrid
        face={face}
        categories={categories.data}
        loading={categories.state === 'loading'}
        failed={Boolean(categories.error)}
        onRetry={categories.reload}
      />
      {tags.state === 'loading' && <TagGroupSkeleton face={face} />}
      {tags.error ? <ErrorState message={t('status.loadError')} onRetry={tags.reload} /> : null}
      {sortedTags.map((tag, index) => (
        <TagGroup key={tag.id} face={face} tag={tag} eager={index === 0} />
      ))}
      {nothingToShow && <EmptyState title={t('common:state.emptyTitle')} hint={t('home.emptyMall')} />}
    </div>
  );
}
