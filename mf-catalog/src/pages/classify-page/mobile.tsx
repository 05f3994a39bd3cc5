import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet, Button, ErrorState } from '@mall/shared';
import { CategoryFilter } from '../../components/category-filter';
import { PriceFilter } from '../../components/price-filter';
import { ProductResults } from '../../components/product-results';
import { ResultCount, TagChip, useResultTitle } from '../../components/result-heading';
import { SortTabs } from '../../components/sort-tabs';
import { useClassify } from '../../features/classify/use-classify';
import styles from './classify-page.module.css';

export function ClassifyMobile(): ReactElement {
  const { t } = useTranslation('catalog');
  const model = useClassify('mobile');
  const { list } = model;
  const title = useResultTitle(model);
  const [filterOpen, setFilterOpen] = useState(false);
  const priced = list.filters.minPrice !== undefined || list.filters.maxPrice !== undefined;

  return (
    <div className={styles.mobile} onClickCapture={list.rememberScroll}>
      {!list.searching && (
        <div className={styles.mobileFilters}>
          <CategoryFilter model={model} layout="chips" />
          <div className={styles.mobileSortRow}>
            <div className={styles.mobileSort}>
              <SortTabs value={list.filters.sort} onChange={list.chooseSort} />
            </div>
            <Button
              variant={priced ? 'primary' : 'secondary'}
              size="sm"
              className={styles.filterButton}
              aria-haspopup="dialog"
              onClick={() => setFilterOpen(true)}
            >
              {t('classify.filter')}
            </Button>
          </div>
        </div>
      )}
      <div className={styles.mobileHead}>
        <h2 className={styles.mobileTitle}>{title}</h2>
        <TagChip model={model} />
        <span className={styles.count}>
          <ResultCount model={model} />
        </span>
      </div>
      <div className={styles.mobileList}>
        <ProductResults face="mobile" model={model} title={title} columns={2} />
        {list.list.records.length > 0 && (
          <div className={styles.more}>
            {list.state === 'error' || list.moreFailed ? (
              <ErrorState message={t('status.loadError')} onRetry={list.retry} />
            ) : list.hasMore ? (
              <Button variant="secondary" block loading={list.loadingMore} onClick={list.loadMore}>
                {list.loadingMore ? t('classify.loadingMore') : t('classify.loadMore')}
              </Button>
            ) : (
              <p className={styles.end}>{t('classify.noMore')}</p>
            )}
          </div>
        )}
      </div>
      <BottomSheet open={filterOpen} title={t('classify.price')} onClose={() => setFilterOpen(false)}>
        <PriceFilter list={list} layout="stack" onApplied={() => setFilterOpen(false)} />
      </BottomSheet>
    </div>
  );
}
